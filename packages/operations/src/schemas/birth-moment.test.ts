import { describe, expect, it } from 'vitest';
import { canonicalRequest } from '../canonical-request';
import { createExecutor } from '../execute-operation';
import { getOperation } from '../registry';
import { createEchoEngines } from '../test-support/fake-engines';
import { MemoryAccessStore } from '../test-support/memory-access-store';
import { toLocalMoment } from './birth-moment';

const einstein = { date: '1879-03-14T11:30', timezone: 'Europe/Berlin' };

describe('the birthplace longitude of a birth moment', () => {
  it('reaches the engine as longitudeDegrees, and is left out when not given', () => {
    expect(toLocalMoment({ ...einstein, longitude: 9.9876 })).toEqual({ ...einstein, longitudeDegrees: 9.9876 });
    expect(toLocalMoment({ birthDateTime: einstein.date, timezone: einstein.timezone, longitude: 0 })).toEqual({ ...einstein, longitudeDegrees: 0 });
    expect(toLocalMoment(einstein)).toEqual(einstein);
  });

  it('is accepted from -180 to 180 degrees on the natal, composite and agent chart inputs', () => {
    for (const longitude of [-180, 0, 9.9876, 180]) {
      expect(getOperation('natal_chart_v3').input.safeParse({ ...einstein, longitude }).success).toBe(true);
      expect(getOperation('composite_chart_v1').input.safeParse({ ...einstein, date1: einstein.date, timezone1: einstein.timezone, longitude1: longitude }).success).toBe(true);
      expect(getOperation('generate_chart').input.safeParse({ birthDateTime: einstein.date, timezone: einstein.timezone, longitude }).success).toBe(true);
      const person = { birthDateTime: einstein.date, timezone: einstein.timezone, longitude };
      expect(getOperation('generate_composite_chart').input.safeParse({ personA: person, personB: person }).success).toBe(true);
    }
  });

  it('is refused outside -180..180, as text, or when not finite', () => {
    for (const longitude of [180.01, -181, '9.99', Number.NaN, Number.POSITIVE_INFINITY]) {
      const result = getOperation('natal_chart_v1').input.safeParse({ ...einstein, longitude });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['longitude'], message: 'The longitude must be a number of degrees east, from -180 to 180.' });
    }
  });

  it('is part of the canonical request, so the fingerprint and the result cache tell births with and without it apart', async () => {
    const natal = getOperation('natal_chart_v1');
    expect(canonicalRequest(natal, { ...einstein, longitude: 9.9876 })).not.toBe(canonicalRequest(natal, einstein));
    expect(canonicalRequest(natal, { ...einstein, longitude: 9.9876 })).not.toBe(canonicalRequest(natal, { ...einstein, longitude: 9.9877 }));

    const store = new MemoryAccessStore();
    const { key } = store.addAccount('business', 100);
    const engines = createEchoEngines();
    const executor = createExecutor({ store, engines, now: () => new Date('2026-01-01T00:00:00Z') });
    const run = (rawInput: Record<string, unknown>) =>
      executor.execute({ operation: 'natal_chart_v1', rawInput, credential: { headers: { authorization: `Bearer ${key}` } }, surface: 'rest' });
    const without = await run(einstein);
    const withLongitude = await run({ ...einstein, longitude: 9.9876 });
    expect(without).toMatchObject({ ok: true, value: { Birth: { date: '1879-03-14T11:30:00', timezone: 'Europe/Berlin' } } });
    expect(withLongitude).toMatchObject({ ok: true, value: { Birth: { date: '1879-03-14T11:30:00', longitudeDegrees: 9.9876 } } });
    expect(engines.calls).toBe(2);
  });

  it('goes with the second birth of a composite as longitude1', async () => {
    const composite = getOperation('composite_chart_v1');
    const input = composite.input.parse({ ...einstein, longitude: 9.9876, date1: '1990-05-15T14:30', timezone1: 'Europe/Berlin', longitude1: 13.4 });
    const value: unknown = await composite.run(input, { engines: createEchoEngines(), now: () => new Date('2026-01-01T00:00:00Z') });
    expect(value).toMatchObject({ First: { longitudeDegrees: 9.9876 }, Second: { date: '1990-05-15T14:30:00', longitudeDegrees: 13.4 } });
  });
});
