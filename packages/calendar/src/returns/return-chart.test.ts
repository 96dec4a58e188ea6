import { ACTIVATING_BODY_NAMES, natalChartAt } from '@mandala/bodygraph';
import { describe, expect, it } from 'vitest';
import { returnChartAt, returnChartOf } from './return-chart';

describe('returnChartAt', () => {
  const instant = new Date('1982-03-27T14:05:00.000Z');
  const natal = natalChartAt(instant, { version: 'v3' });
  const chart = returnChartAt(instant);

  it('summarises the natal chart of the instant', () => {
    expect(chart.Type).toBe(natal.Type.Name);
    expect(chart.Definition).toBe(natal.Definition.Name);
    expect(chart.Authority).toBe(natal.Authority.Name);
    expect(chart.Profile).toBe(natal.Profile.Id);
    expect(chart.ActiveGates).toEqual(natal.Properties.ActiveGates);
    expect(chart.Channels).toEqual(natal.Channels.map(({ Id, Name }) => ({ Id, Name })));
    expect(chart.DefinedCenters).toEqual(natal.DefinedCenters);
  });

  it('lists the 13 activating bodies of each side and Chiron, each with gate, line, sign and direction', () => {
    for (const side of ['Personality', 'Design'] as const) {
      expect(Object.keys(chart.Planets[side])).toEqual([...ACTIVATING_BODY_NAMES, 'Chiron']);
      for (const body of ACTIVATING_BODY_NAMES) {
        const planet = natal.Planets[side][body];
        expect(chart.Planets[side][body]).toEqual({ Gate: planet.Gate, Line: planet.Line, ZodiacSign: planet.ZodiacSign, Retrograde: planet.Retrograde });
      }
    }
    const gates = new Set<number>();
    for (const side of ['Personality', 'Design'] as const) for (const body of ACTIVATING_BODY_NAMES) gates.add(chart.Planets[side][body].Gate);
    expect(chart.ActiveGates).toEqual([...gates].sort((a, b) => a - b));
  });

  it('copies what it takes, so changing the summary leaves the chart alone', () => {
    const summary = returnChartOf(natal);
    summary.ActiveGates.push(99);
    summary.DefinedCenters.push('Nowhere');
    expect(natal.Properties.ActiveGates).not.toContain(99);
    expect(natal.DefinedCenters).not.toContain('Nowhere');
  });

  it('lets the ephemeris reject an instant outside 1800-2200', () => {
    expect(() => returnChartAt(new Date('2250-01-01T00:00:00.000Z'))).toThrow(expect.objectContaining({ code: 'date_out_of_range' }));
  });
});
