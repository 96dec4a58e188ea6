import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemaArbitrary } from './schema-arbitrary';

describe('schemaArbitrary', () => {
  it('keeps to ranges, lengths, enums, patterns and required fields', () => {
    const schema = {
      type: 'object',
      properties: {
        size: { type: 'integer', minimum: 200, maximum: 2000 },
        theme: { type: 'string', enum: ['light', 'dark'] },
        label: { type: 'string', minLength: 1, maxLength: 5 },
        channel: { type: 'string', pattern: '^[0-9]{1,2}-[0-9]{1,2}$' },
        items: { type: 'array', minItems: 3, maxItems: 12, items: { type: 'boolean' } },
      },
      required: ['size', 'items'],
    };
    fc.assert(
      fc.property(schemaArbitrary(schema), (value) => {
        const record = value as Record<string, unknown>;
        expect(record['size']).toBeGreaterThanOrEqual(200);
        expect(record['size']).toBeLessThanOrEqual(2000);
        if ('theme' in record) expect(['light', 'dark']).toContain(record['theme']);
        if ('label' in record) expect(String(record['label']).length).toBeGreaterThanOrEqual(1);
        if ('channel' in record) expect(record['channel']).toMatch(/^[0-9]{1,2}-[0-9]{1,2}$/);
        expect((record['items'] as unknown[]).length).toBeGreaterThanOrEqual(3);
      }),
      { numRuns: 200 },
    );
  });

  it('gives fields known by name meaningful values: an IANA zone, a gate number', () => {
    const zones = fc.sample(schemaArbitrary({ type: 'string' }, 'timezone'), { numRuns: 50, seed: 1 });
    expect(zones.every((zone) => typeof zone === 'string' && (zone === 'UTC' || zone.includes('/')))).toBe(true);
    const gates = fc.sample(schemaArbitrary({ type: 'integer' }, 'gateNumber'), { numRuns: 50, seed: 1 }) as number[];
    expect(Math.min(...gates)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...gates)).toBeLessThanOrEqual(64);
  });
});
