import createClient from 'openapi-fetch';
import type { Client, ClientPathsWithMethod, FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import type { paths } from './generated/openapi';
import { quotaFromHeaders } from './quota';
import type { Quota } from './quota';
import { isRetryableRequest } from './retryable-request';
import { retryingFetch } from './retrying-fetch';
import type { FetchFunction } from './retrying-fetch';

/** Options of {@link createMandalaClient}. */
export interface MandalaClientOptions {
  /** Where the service answers, e.g. `http://localhost:3000` (a path prefix is kept). */
  readonly baseUrl: string;
  /** The API key (`mdl_live_…`), sent as `Authorization: Bearer <key>` and never in a URL. */
  readonly apiKey: string;
  /** The `fetch` to send with; default the global one. */
  readonly fetch?: FetchFunction;
  /** Attempts after the first for a call that may be retried (see {@link createMandalaClient}); default 2, 0 for none. */
  readonly retries?: number;
  /** First wait after a network error or a 503 without `Retry-After`, doubled each attempt; default 500 ms. */
  readonly baseDelayMilliseconds?: number;
  /** Longest wait; a `Retry-After` beyond it is not waited for and the answer is returned. Default 30,000 ms. */
  readonly maxDelayMilliseconds?: number;
}

type RequiredKeysOfHelper<T> = { [K in keyof T]: Record<never, never> extends Pick<T, K> ? never : K }[keyof T];
type RequiredKeysOf<T> = RequiredKeysOfHelper<T> extends undefined ? never : RequiredKeysOfHelper<T>;
/** The optional or required options argument of a call, as openapi-fetch types it. */
type InitParam<Init> = RequiredKeysOf<Init> extends never ? [(Init & { [key: string]: unknown })?] : [Init & { [key: string]: unknown }];

/** An answer: openapi-fetch's `{ data }` or `{ error }` with the `response`, plus the quota it reports. */
export type MandalaAnswer<Answer> = Answer & {
  /** The account's quota after this call (`RateLimit-*`); `undefined` when the answer carries none. */
  readonly quota: Quota | undefined;
};

/** `GET` or `POST` of a documented path, typed from the OpenAPI document (parameters, body, answers). */
export type MandalaMethod<Method extends 'get' | 'post'> = <
  Path extends ClientPathsWithMethod<Client<paths>, Method>,
  Init extends MaybeOptionalInit<paths[Path], Method>,
>(
  path: Path,
  ...init: InitParam<Init>
) => Promise<MandalaAnswer<FetchResponse<NonNullable<paths[Path][Method]>, Init, `${string}/${string}`>>>;

/** A typed client of the Mandala REST API (and the Agent HTTP tools it serves). */
export interface MandalaClient {
  readonly GET: MandalaMethod<'get'>;
  readonly POST: MandalaMethod<'post'>;
  /** The openapi-fetch client underneath, with the key, base URL and retries (for middleware). */
  readonly raw: Client<paths>;
}

function withQuota<Answer extends { response: Response }>(answer: Answer): MandalaAnswer<Answer> {
  return Object.assign(answer, { quota: quotaFromHeaders(answer.response.headers) });
}

/**
 * A typed client over openapi-fetch: paths, parameters, bodies and answers come from the service's OpenAPI
 * document (`src/generated/openapi.ts`). Every call sends the key as `Authorization: Bearer`, and every answer
 * carries `quota` from its `RateLimit-*` headers.
 *
 * A call to an operation that costs 1 unit and takes an `Idempotency-Key` (the charts, pictures, calendars and
 * their tools) is sent again, up to `retries` times, after a network error, a 503 or a 429 with `Retry-After`.
 * Its attempts share one key, made once per call (or the `Idempotency-Key` header you pass), so a retry of a
 * call the service did complete is answered from its record and charged nothing. Free look-ups, the batch (which
 * refuses a key) and other failures are sent once; nothing is sent again after an abort.
 *
 * @example
 * const mandala = createMandalaClient({ baseUrl: 'http://localhost:3000', apiKey: 'mdl_live_…' });
 * const { data, quota } = await mandala.GET('/v3/hd-data', { params: { query: { date: '1985-03-12T14:30', timezone: 'America/New_York' } } });
 */
export function createMandalaClient(options: MandalaClientOptions): MandalaClient {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const raw = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { Authorization: `Bearer ${options.apiKey}` },
    fetch: retryingFetch(send, {
      retries: options.retries ?? 2,
      baseDelayMilliseconds: options.baseDelayMilliseconds ?? 500,
      maxDelayMilliseconds: options.maxDelayMilliseconds ?? 30_000,
      isRetryable: (request) => isRetryableRequest(request, options.baseUrl),
    }),
  });
  const call = (method: 'GET' | 'POST') => async (path: never, ...init: never[]) => withQuota(await (raw[method] as (...args: unknown[]) => Promise<{ response: Response }>)(path, ...init));
  return { GET: call('GET') as MandalaMethod<'get'>, POST: call('POST') as MandalaMethod<'post'>, raw };
}
