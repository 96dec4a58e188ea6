import { describe, expect, it } from 'vitest';
import { operations } from './registry';
import { restRouteBindings } from './rest-route-bindings';

describe('restRouteBindings', () => {
  it('reads every REST route from the operations, one operation per method and path', () => {
    expect(restRouteBindings.map((binding) => `${binding.method.toUpperCase()} ${binding.path}`)).toEqual(
      expect.arrayContaining(['GET /hd-data', 'GET /v2/hd-data', 'GET /v3/hd-data', 'GET /hd-data-composite', 'GET /stream/planetary-positions', 'GET /celebrity/{slugOrId}']),
    );
    const keys = restRouteBindings.map((binding) => `${binding.method} ${binding.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(restRouteBindings).toHaveLength(operations.filter((operation) => operation.rest !== undefined).length);
  });

  it('takes GET and DELETE input from the query and path, accepts Idempotency-Key on calculations only, never on a stream', () => {
    for (const binding of restRouteBindings) {
      expect(binding.inputLocation, binding.path).toBe(binding.method === 'get' || binding.method === 'delete' ? 'query' : 'body');
      const stream = binding.responseMediaType === 'text/event-stream';
      expect(binding.acceptsIdempotencyKey, binding.path).toBe(binding.operation.units > 0 && !stream && binding.operation.refusesIdempotencyKey !== true);
    }
  });

  it('leaves no operation unreachable: each has a REST route or is an agent tool', () => {
    for (const operation of operations) expect(operation.rest !== undefined || operation.tool !== undefined, operation.name).toBe(true);
  });
});
