import { DEFINITION_NAMES, natalChart } from '@mandala/bodygraph';
import type { NatalChartV1, NatalChartV2, NatalChartV3 } from '@mandala/bodygraph';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  birthsCoveringKinds,
  boundaryBirths,
  celebrityBirths,
  chartKindsOf,
  clockChangeBirths,
  localMeanTimeBirths,
  randomBirths,
  type SampleBirth,
} from '../test-support/natal-chart-births';
import { undeclaredFields } from '../test-support/undeclared-fields';
import { AUTHORITY_NAMES, TIME_WARNINGS, TYPE_NAMES } from './chart-vocabulary-output';
import { natalChartOutputSchemas } from './natal-chart-output';
import type { natalChartV1OutputSchema, natalChartV2OutputSchema, natalChartV3OutputSchema } from './natal-chart-output';

const wantedKinds = [
  ...TYPE_NAMES.map((type) => `type ${type}`),
  ...AUTHORITY_NAMES.map((authority) => `authority ${authority}`),
  ...DEFINITION_NAMES.map((definition) => `definition ${definition}`),
  'no channels',
];

const celebrities = celebrityBirths();
const births: SampleBirth[] = [
  ...celebrities,
  ...randomBirths(400, 2026),
  ...boundaryBirths(8, 88),
  ...clockChangeBirths(),
  ...localMeanTimeBirths(),
  ...birthsCoveringKinds(wantedKinds, 64),
];

const versions = ['v1', 'v2', 'v3'] as const;

describe.each(versions)('natal chart %s output schema', (version) => {
  const schema = natalChartOutputSchemas[version];

  it(`parses the ${version} chart of every birth of the sample unchanged, and declares every field of it`, () => {
    const failures: string[] = [];
    for (const birth of births) {
      const chart = birth.chart(version);
      const result = schema.safeParse(chart);
      if (!result.success) failures.push(`${birth.label}: ${result.error.message}`);
      else if (JSON.stringify(result.data) !== JSON.stringify(chart)) failures.push(`${birth.label}: parsing changed the chart`);
      const undeclared = undeclaredFields(schema, chart);
      if (undeclared.length > 0) failures.push(`${birth.label}: fields the schema does not declare: ${undeclared.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('lets a field the engine does not write pass parse, and the drift check reports it, at the top and nested', () => {
    const chart = natalChart({ date: '1982-03-27T15:05', timezone: 'Europe/Berlin' }, { version }) as unknown as Record<string, unknown>;
    expect(undeclaredFields(schema, chart)).toEqual([]);
    const cross = chart.IncarnationCross as Record<string, unknown>;
    const [firstGate, ...otherGates] = chart.Gates as Record<string, unknown>[];
    const [firstChannel, ...otherChannels] = chart.Channels as Record<string, unknown>[];
    const withExtras = {
      ...chart,
      Extra: 1,
      IncarnationCross: { ...cross, Extra: 1 },
      Gates: [{ ...firstGate, Extra: 1 }, ...otherGates],
      Channels: [...otherChannels, { ...firstChannel, Extra: 1 }],
    };
    expect(schema.safeParse(withExtras).success).toBe(true);
    expect(undeclaredFields(schema, withExtras)).toEqual([
      'IncarnationCross.Extra',
      'Gates[0].Extra',
      `Channels[${otherChannels.length}].Extra`,
      'Extra',
    ]);
  });

  it('refuses a chart missing a field, and out-of-range or unknown values', () => {
    const chart = natalChart({ date: '1982-03-27T15:05', timezone: 'Europe/Berlin' }, { version }) as unknown as Record<string, unknown>;
    expect(schema.safeParse(chart).success).toBe(true);
    const { Warnings: _warnings, ...withoutWarnings } = chart;
    expect(schema.safeParse(withoutWarnings).success).toBe(false);
    const [firstGate, ...otherGates] = chart.Gates as Record<string, unknown>[];
    expect(schema.safeParse({ ...chart, Gates: [{ ...firstGate, Gate: 65 }, ...otherGates] }).success).toBe(false);
    expect(schema.safeParse({ ...chart, Gates: [{ ...firstGate, Line: 2.5 }, ...otherGates] }).success).toBe(false);
    expect(schema.safeParse({ ...chart, Gates: [{ ...firstGate, Planet: 'Chiron' }, ...otherGates] }).success).toBe(false);
    expect(schema.safeParse({ ...chart, Gates: otherGates }).success).toBe(false);
    expect(schema.safeParse({ ...chart, Warnings: ['daylight'] }).success).toBe(false);
    expect(schema.safeParse({ ...chart, BirthDateUtc: '1982-03-27T14:05:00Z' }).success).toBe(false);
  });

  it('tells the charts of the other versions apart: they fail parse or have fields it does not declare', () => {
    for (const other of versions.filter((candidate) => candidate !== version)) {
      const chart = natalChart({ date: '1982-03-27T15:05', timezone: 'Europe/Berlin' }, { version: other });
      const parses = schema.safeParse(chart).success;
      const undeclared = undeclaredFields(schema, chart);
      // Only v3 reads as v2 (it is v2 plus four fields); every other pair differs in a field's type or a missing field.
      if (version === 'v2' && other === 'v3') {
        expect(parses).toBe(true);
        expect(undeclared).toEqual(['Planets', 'Variables', 'Meta']);
      } else {
        expect(parses, `${other} chart against the ${version} schema`).toBe(false);
      }
    }
  });
});

describe('natal chart v3 drift check', () => {
  it('reports fields the engine does not write deep in Planets, Variables and Meta', () => {
    const chart = natalChart({ date: '1982-03-27T15:05', timezone: 'Europe/Berlin' }, { version: 'v3' });
    const withExtras = {
      ...chart,
      Planets: { ...chart.Planets, Design: { ...chart.Planets.Design, Sun: { ...chart.Planets.Design.Sun, Latitude: 0 } } },
      Variables: { ...chart.Variables, Motivation: { ...chart.Variables.Motivation, Extra: 1 } },
      Meta: { ...chart.Meta, DeltaTSeconds: { ...chart.Meta.DeltaTSeconds, Now: 69 } },
    };
    expect(natalChartOutputSchemas.v3.safeParse(withExtras).success).toBe(true);
    expect(undeclaredFields(natalChartOutputSchemas.v3, withExtras)).toEqual([
      'Planets.Design.Sun.Latitude',
      'Variables.Motivation.Extra',
      'Meta.DeltaTSeconds.Now',
    ]);
  });
});

describe('the birth sample', () => {
  it('has over 600 births: every celebrity, random births, boundary births and clock changes', () => {
    expect(celebrities.length).toBeGreaterThan(500);
    expect(births.length).toBeGreaterThanOrEqual(600);
    expect(new Set(births.map((birth) => birth.label)).size).toBe(births.length);
  });

  it('covers every type, authority and definition, and a chart without channels', () => {
    const seen = new Set(births.flatMap((birth) => chartKindsOf(birth.chart('v1'))));
    expect(wantedKinds.filter((kind) => !seen.has(kind))).toEqual([]);
  });

  it('reaches both sides of gate, line and sign boundaries and every time warning', () => {
    const boundaries = births.filter((birth) => birth.label.includes('boundary'));
    const gatesAround = boundaries.filter((birth) => birth.label.startsWith('gate')).map((birth) => birth.chart('v1').Gates[0]!.Gate);
    expect(gatesAround.length).toBe(16);
    for (let index = 0; index < gatesAround.length; index += 2) expect(gatesAround[index]).not.toBe(gatesAround[index + 1]);
    const equinox = boundaries.filter((birth) => birth.label.startsWith('equinox')).map((birth) => birth.chart('v3').Planets.Personality.Sun);
    expect(equinox.map((sun) => sun.ZodiacSign)).toEqual(['Pisces', 'Aries', 'Pisces', 'Aries', 'Pisces', 'Aries']);
    expect(Math.max(...equinox.map((sun) => sun.Longitude))).toBeGreaterThan(359.9999);
    const warnings = births.flatMap((birth) => birth.chart('v1').Warnings);
    expect(new Set(warnings)).toEqual(new Set(TIME_WARNINGS));
  });
});

describe('schema types', () => {
  it('infer types the engine types accept, and declare the same top-level fields', () => {
    expectTypeOf<z.output<typeof natalChartV1OutputSchema>>().toExtend<NatalChartV1>();
    expectTypeOf<z.output<typeof natalChartV2OutputSchema>>().toExtend<NatalChartV2>();
    expectTypeOf<z.output<typeof natalChartV3OutputSchema>>().toExtend<NatalChartV3>();
    // The output types also admit undeclared keys (tolerant schemas); the declared ones are the shape's.
    expectTypeOf<keyof (typeof natalChartV1OutputSchema)['shape']>().toEqualTypeOf<keyof NatalChartV1>();
    expectTypeOf<keyof (typeof natalChartV2OutputSchema)['shape']>().toEqualTypeOf<keyof NatalChartV2>();
    expectTypeOf<keyof (typeof natalChartV3OutputSchema)['shape']>().toEqualTypeOf<keyof NatalChartV3>();
    expect(Object.keys(natalChartOutputSchemas)).toEqual(['v1', 'v2', 'v3']);
  });
});
