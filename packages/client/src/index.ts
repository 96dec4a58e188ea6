// @mandala/client: a typed fetch client of the Mandala REST API, generated from its OpenAPI document.
export { createMandalaClient } from './create-mandala-client';
export type { MandalaAnswer, MandalaClient, MandalaClientOptions, MandalaMethod } from './create-mandala-client';
export { quotaFromHeaders } from './quota';
export type { Quota } from './quota';
export { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from './idempotency-key';
export type { FetchFunction } from './retrying-fetch';
export type { components, operations, paths } from './generated/openapi';
