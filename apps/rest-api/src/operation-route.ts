import { canonicalParameterNames, failure, idempotencyKeyHeader, inputFieldNames, isFileResult, readJsonBody } from '@mandala/operations';
import { sendFile } from './send-file';
import type { Executor, OperationFailure, RouteBinding } from '@mandala/operations';
import type { Middleware } from 'koa';
import { createQueryReader } from './query-input';
import { jsonEncoderFor } from './response-encoders';
import { requestQuery } from './request-query';
import type { RestState } from './request-log';
import { recordOutcome, sendFailure } from './respond';

/** The alternate format the request's `Accept` prefers over JSON, when the route offers one. */
function preferredAlternate(ctx: Parameters<Middleware<RestState>>[0], binding: RouteBinding): { mediaType: string; write: (value: unknown) => string } | undefined {
  const formats = binding.alternateFormats;
  if (formats === undefined || ctx.get('Accept') === '') return undefined;
  const preferred = ctx.accepts('application/json', ...Object.keys(formats));
  if (typeof preferred !== 'string' || preferred === 'application/json') return undefined;
  const write = formats[preferred];
  return write === undefined ? undefined : { mediaType: preferred, write };
}

/** Reads a POST route's JSON body: the input object with canonical field names, or why it is unreadable. */
async function readBodyInput(
  ctx: Parameters<Middleware<RestState>>[0],
  binding: RouteBinding,
  fieldNames: readonly string[],
  params: Readonly<Record<string, string>>,
): Promise<{ input: unknown } | { unreadable: OperationFailure }> {
  const body = await readJsonBody(ctx.req);
  // An oversized body was read only in part: the connection cannot carry another request.
  if (!body.ok && body.code === 'payload_too_large') ctx.set('Connection', 'close');
  if (!body.ok) return { unreadable: failure(body.code, body.message) };
  const value = body.value;
  const isRecord = typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isRecord) return { input: value };
  // Path parameters (`PATCH /people/{personId}`) join the body's fields; the path wins over a body field of the same name.
  return { input: { ...canonicalParameterNames(value as Record<string, unknown>, fieldNames, binding.aliases ?? {}), ...params } };
}

/**
 * The Koa handler of one REST route: reads query and path parameters (or a POST route's JSON body), hands them to the shared
 * executor with the request's headers and query (for the credential) and `Idempotency-Key`, and
 * answers with the value (200) or the mapped failure, plus quota headers whenever the caller was
 * authenticated and `Idempotent-Replayed: true` on a same-request retry. With `defaultEngines` (the executor computes
 * with the default engines) the natal charts' JSON is written by the encoder compiled from their schema.
 */
export function operationRoute(executor: Executor, binding: RouteBinding, options: { readonly defaultEngines: boolean } = { defaultEngines: false }): Middleware<RestState> {
  const readInput = binding.inputLocation === 'query' ? createQueryReader(binding.operation, binding.aliases) : undefined;
  const bodyFieldNames = binding.inputLocation === 'body' ? inputFieldNames(binding.operation.input) : [];
  // Results of pure operations come from the executor's result cache as the same object on a hit, so the
  // encoded JSON of a result the cache holds (`shared`) is kept beside it (weakly: it goes when the cache
  // drops the object) and a hit is answered without encoding again. Any other result is answered once: its
  // bytes are transient.
  const serializedResults = new WeakMap<object, Buffer>();
  const encodeJson = jsonEncoderFor(binding.operation, options);
  // Entity tags of a pure operation's files (the bodygraph pictures), kept beside the cached result like its JSON.
  const fileTags = new WeakMap<object, string>();
  return async (ctx) => {
    const params = (ctx as unknown as { params?: Record<string, string> }).params ?? {};
    // A refusing operation (the batch) receives the header too, so that it can answer 400 instead of ignoring it.
    const forwardsKey = binding.acceptsIdempotencyKey === true || binding.operation.refusesIdempotencyKey === true;
    const idempotencyKey = forwardsKey ? idempotencyKeyHeader(ctx.headers) : undefined;
    const query = requestQuery(ctx);
    let rawInput: unknown;
    if (readInput !== undefined) rawInput = readInput(query, params);
    else {
      const read = await readBodyInput(ctx, binding, bodyFieldNames, params);
      if ('unreadable' in read) {
        // An unreadable body is an input error, but only for a caller who may call the operation at all.
        const identity = await executor.identify(
          { headers: ctx.headers, rawHeaders: ctx.req.rawHeaders, query },
          { surface: 'rest', oauthScopes: binding.operation.oauthScopes },
        );
        sendFailure(ctx, identity.ok ? read.unreadable : identity);
        return;
      }
      rawInput = read.input;
    }
    const result = await executor.execute({
      operation: binding.operation,
      rawInput,
      credential: { headers: ctx.headers, rawHeaders: ctx.req.rawHeaders, query },
      idempotencyKey,
      surface: 'rest',
    });
    if (!recordOutcome(ctx, binding.operation.name, result)) return;
    if (result.replayed) ctx.set('Idempotent-Replayed', 'true');
    ctx.status = 200;
    const value = result.value;
    const alternate = preferredAlternate(ctx, binding);
    if (alternate !== undefined) {
      // Another format the caller asked for in Accept (the batch as CSV).
      ctx.type = `${alternate.mediaType}; charset=utf-8`;
      ctx.body = alternate.write(value);
      return;
    }
    if (binding.responseMediaType !== undefined && isFileResult(value)) {
      sendFile(ctx, value, binding.operation.pure === true ? fileTags : undefined);
      return;
    }
    if (binding.operation.pure === true && typeof value === 'object' && value !== null) {
      let encoded = serializedResults.get(value);
      if (encoded === undefined && result.shared === true) {
        encoded = encodeJson(value);
        serializedResults.set(value, encoded);
      }
      encoded ??= encodeJson(value, { transient: true });
      ctx.type = 'application/json; charset=utf-8';
      ctx.body = encoded;
    } else {
      ctx.body = value;
    }
  };
}
