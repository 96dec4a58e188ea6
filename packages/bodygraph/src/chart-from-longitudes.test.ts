import { describe, expect, it } from 'vitest';
import { longitudeIn, sideIn } from '../test/synthetic-chart';
import { chartFromLongitudes } from './chart-from-longitudes';

// Personality Sun 38 line 4 (Earth 39), Design Sun 48 line 6 (Earth 21): profile 4/6, Tension 4.
// Channels: 20-34 (personality Moon + Mercury), 28-38 (design Mars + personality Sun), 21-45 (design Earth + Venus).
const longitudes = {
  personality: sideIn(38, {
    Sun: longitudeIn(38, 4),
    Moon: longitudeIn(20, 2),
    NorthNode: { longitude: longitudeIn(41, 3), speed: -0.05 },
    Mercury: { longitude: longitudeIn(34, 5), speed: -0.3 },
    Chiron: { longitude: 10, speed: 0.02 },
  }),
  design: sideIn(48, {
    Sun: longitudeIn(48, 6),
    NorthNode: longitudeIn(41, 1),
    Mars: longitudeIn(28, 2),
    Venus: longitudeIn(45, 1),
  }),
};
const instants = {
  birthInstant: new Date('2000-06-01T12:00:00Z'),
  designInstant: new Date('2000-03-03T08:00:00Z'),
  warnings: ['ambiguous_local_time'],
};

describe('chartFromLongitudes', () => {
  it('builds v1 with the contract fields', () => {
    const chart = chartFromLongitudes(longitudes, { version: 'v1', ...instants });
    expect(chart.Type).toBe('Manifesting Generator');
    expect(chart.Strategy).toBe('To Respond');
    expect(chart.Authority).toBe('Sacral');
    expect(chart.Profile).toBe('4/6');
    expect(chart.Definition).toBe('Split Definition');
    expect(chart.IncarnationCross).toEqual({ Name: 'Right Angle Cross of Tension 4', Angle: 'Right Angle', Gates: [38, 39, 48, 21] });
    expect(chart.DefinedCenters).toEqual(['Throat', 'Heart', 'Sacral', 'Spleen', 'Root']);
    expect(chart.Channels.map((channel) => channel.Id)).toEqual(['20-34', '21-45', '28-38']);
    expect(chart.Gates).toHaveLength(26);
    expect(chart.Gates[0]).toEqual({ Gate: 38, Line: 4, Planet: 'Sun', Activation: 'Personality' });
    expect(chart.Gates[1]).toMatchObject({ Gate: 39, Line: 4, Planet: 'Earth' });
    expect(chart.Gates[13]).toEqual({ Gate: 48, Line: 6, Planet: 'Sun', Activation: 'Design' });
    expect(chart.Properties.OpenCenters).toEqual(['Head', 'Ajna', 'G', 'Solar Plexus']);
    expect(chart.Properties.UndefinedCenters).toEqual([]);
    expect(chart.Properties.Signature).toBe('Satisfaction');
    expect(chart.Properties.Variables).toMatch(/^P[LR][LR] D[LR][LR]$/);
    expect(chart.BirthDateUtc).toBe('2000-06-01T12:00:00.000Z');
    expect(chart.DesignDateUtc).toBe('2000-03-03T08:00:00.000Z');
    expect(chart.Warnings).toEqual(['ambiguous_local_time']);
  });

  it('builds v2 with ids, nine centers and channel sides', () => {
    const chart = chartFromLongitudes(longitudes, { version: 'v2', ...instants });
    expect(chart.Type).toEqual({ Id: 'manifesting-generator', Name: 'Manifesting Generator' });
    expect(chart.Authority).toEqual({ Id: 'sacral', Name: 'Sacral' });
    expect(chart.Definition).toEqual({ Id: 'split-definition', Name: 'Split Definition' });
    expect(chart.Strategy).toEqual({ Id: 'to-respond', Name: 'To Respond' });
    expect(chart.Profile).toEqual({ Id: '4/6', Name: 'Opportunist / Role Model', PersonalityLine: 4, DesignLine: 6 });
    expect(chart.Centers).toHaveLength(9);
    expect(chart.Centers.find((center) => center.Name === 'G')).toMatchObject({ Defined: false, State: 'Open', Gates: [] });
    expect(chart.Centers.find((center) => center.Name === 'Sacral')).toMatchObject({ Defined: true, IsMotor: true, Gates: [34] });
    const byId = Object.fromEntries(chart.Channels.map((channel) => [channel.Id, channel]));
    expect(byId['20-34']).toMatchObject({ Activation: 'Personality', Centers: ['Throat', 'Sacral'], Circuit: 'Integration' });
    expect(byId['21-45']).toMatchObject({ Activation: 'Design', GateActivations: ['Design', 'Design'] });
    expect(byId['28-38']).toMatchObject({ Activation: 'Both', GateActivations: ['Design', 'Personality'] });
  });

  it('builds v3 with planets, gate categories, variables and meta', () => {
    const chart = chartFromLongitudes(longitudes, { version: 'v3', ...instants });
    expect(Object.keys(chart.Planets.Personality)).toHaveLength(14);
    expect(Object.keys(chart.Planets.Design)).toHaveLength(13);
    expect(chart.Planets.Personality.Mercury).toMatchObject({ Gate: 34, Line: 5, Retrograde: true, ZodiacSign: 'Sagittarius' });
    expect(chart.Planets.Personality.SouthNode).toMatchObject({ Gate: 31, Retrograde: true });
    expect(chart.Planets.Personality.Chiron).toMatchObject({ Gate: 21, Retrograde: false, ZodiacSign: 'Aries' });
    expect(chart.Planets.Design.Sun.Retrograde).toBe(false);
    expect(chart.GateCategories.Both).toEqual([31, 41]);
    expect(chart.GateCategories.PersonalityOnly).toEqual([20, 34, 38, 39]);
    expect(chart.GateCategories.DesignOnly).toEqual([21, 28, 45, 48]);
    const readingOf = (planet: { Color: number; Tone: number }) => ({ Color: planet.Color, Tone: planet.Tone });
    expect(chart.Variables.Determination).toMatchObject(readingOf(chart.Planets.Design.Sun));
    expect(chart.Variables.Environment).toMatchObject(readingOf(chart.Planets.Design.NorthNode));
    expect(chart.Variables.Motivation).toMatchObject(readingOf(chart.Planets.Personality.Sun));
    expect(chart.Variables.Perspective).toMatchObject(readingOf(chart.Planets.Personality.NorthNode));
    // offset 0.4° into a line: color 3, tone 4 (Right) for both Suns; the design node sits the same way.
    expect(chart.Variables.Motivation).toMatchObject({ Color: 3, Tone: 4, Arrow: 'Right', Name: 'Desire', Sense: 'Meditation', Transference: 'Innocence' });
    expect(chart.Variables.Determination).toMatchObject({ Name: 'Thirst', Variant: 'Cold', Cognition: 'Inner Vision' });
    expect(chart.Variables.Notation).toBe('PRR DRR');
    expect(chart.Meta).toMatchObject({ NodeType: 'true', DesignSolarArcDegrees: 88, TimeZoneWarnings: ['ambiguous_local_time'] });
  });

  it('rejects a missing longitude with invalid_chart_input', () => {
    const broken = { personality: { ...longitudes.personality, Moon: Number.NaN }, design: longitudes.design };
    expect(() => chartFromLongitudes(broken, { version: 'v1', ...instants })).toThrowError(
      expect.objectContaining({ code: 'invalid_chart_input' }),
    );
  });

  it('rejects an unknown version with invalid_chart_input', () => {
    expect(() => chartFromLongitudes(longitudes, { version: 'v4' as 'v1', ...instants })).toThrowError(
      expect.objectContaining({ code: 'invalid_chart_input' }),
    );
  });
});
