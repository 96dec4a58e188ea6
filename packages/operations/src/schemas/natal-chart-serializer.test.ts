import { describe, expect, it } from 'vitest';
import { compileResponseSerializer, serializerObstacles } from '../response-serializer';
import { boundaryBirths, celebrityBirths, clockChangeBirths, randomBirths } from '../test-support/natal-chart-births';
import { natalChartOutputSchemas } from './natal-chart-output';

const births = [...celebrityBirths().slice(0, 120), ...randomBirths(200, 4242), ...boundaryBirths(4, 7), ...clockChangeBirths()];

// REST writes chart responses with the serializer compiled from these schemas. It writes only what the schema
// names, in the schema's order, so a field added to the engine and not to the schema would silently vanish
// from responses; this guards that the compiled text stays byte-identical to JSON.stringify of the chart.
describe.each(['v1', 'v2', 'v3'] as const)('the compiled %s chart serializer', (version) => {
  const schema = natalChartOutputSchemas[version];

  it('compiles (the schema pins every value down)', () => {
    expect(serializerObstacles(schema)).toEqual([]);
  });

  it(`writes every sample ${version} chart exactly as JSON.stringify does`, () => {
    const serialize = compileResponseSerializer(schema);
    const mismatches: string[] = [];
    for (const birth of births) {
      const chart = birth.chart(version);
      if (serialize(chart) !== JSON.stringify(chart)) mismatches.push(birth.label);
    }
    expect(births.length).toBeGreaterThan(300);
    expect(mismatches).toEqual([]);
  });
});
