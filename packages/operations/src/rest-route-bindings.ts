import type { AnyOperation } from './define-operation';
import type { RouteBinding } from './openapi';
import { operations } from './registry';

/**
 * The REST route of an operation that declares one: the input travels in the query (GET) or a JSON body
 * (POST), and a calculation (units > 0) accepts an `Idempotency-Key` header.
 */
export function restRouteBinding(operation: AnyOperation): RouteBinding {
  const rest = operation.rest;
  if (rest === undefined) throw new TypeError(`${operation.name} has no REST route`);
  return {
    method: rest.method,
    path: rest.path,
    operation,
    inputLocation: rest.method === 'get' || rest.method === 'delete' ? 'query' : 'body',
    acceptsIdempotencyKey: operation.units > 0 && rest.responseMediaType !== 'text/event-stream' && operation.refusesIdempotencyKey !== true,
    tags: rest.tags,
    ...(rest.aliases === undefined ? {} : { aliases: rest.aliases }),
    ...(rest.responseMediaType === undefined ? {} : { responseMediaType: rest.responseMediaType }),
    ...(rest.otherResponseMediaTypes === undefined ? {} : { otherResponseMediaTypes: rest.otherResponseMediaTypes }),
    ...(rest.alternateFormats === undefined ? {} : { alternateFormats: rest.alternateFormats }),
  };
}

/** Every REST route that runs an operation, in registry order: read from the operations' own `rest` fields. */
export const restRouteBindings: readonly RouteBinding[] = operations.filter((operation) => operation.rest !== undefined).map(restRouteBinding);
