// Transit and group composites computed end to end through the ephemeris.
import { describe, expect, it } from 'vitest';
import { activationsAt, compositeChart, groupComposite, natalChartCore, transitChart } from '../src/index';

const BIRTH = { date: '1982-03-27T11:05', timezone: 'America/Sao_Paulo' };
const OTHER = { date: '1992-10-03T00:03', timezone: 'America/New_York' };
const THIRD = { date: '2001-07-15T09:30', timezone: 'Europe/Berlin' };

describe('transitChart', () => {
  const instant = new Date('2026-01-01T00:00:00Z');
  const chart = transitChart(BIRTH, instant);

  it('overlays the 13 transit activations of the instant', () => {
    const transit = activationsAt(instant);
    expect(chart.GateOverlays).toHaveLength(13);
    for (const overlay of chart.GateOverlays) {
      expect(overlay.Gate).toBe(transit[overlay.Planet].Gate);
      expect(overlay.Line).toBe(transit[overlay.Planet].Line);
    }
    expect(chart.TransitPlanets.Sun).toEqual(transit.Sun);
  });

  it('classifies every channel consistently with the natal and transit gates', () => {
    const natalGates = new Set(chart.Natal.Gates.map((activation) => activation.Gate));
    const transitGates = new Set(chart.TransitGates);
    for (const channel of chart.Channels) {
      const [low, high] = channel.Gates;
      const natalCount = [low, high].filter((gate) => natalGates.has(gate)).length;
      expect(channel.Kind).toBe(natalCount === 2 ? 'Natal' : natalCount === 1 ? 'Completed' : 'Transit');
      expect([low, high].every((gate) => natalGates.has(gate) || transitGates.has(gate))).toBe(true);
    }
    expect(chart.Channels.filter((channel) => channel.Kind === 'Natal').map((channel) => channel.Id)).toEqual(
      chart.Natal.Channels.map((channel) => channel.Id),
    );
  });

  it('accepts a chart computed once instead of a birth', () => {
    expect(transitChart(natalChartCore(BIRTH), instant)).toEqual(chart);
  });
});

describe('compositeChart v2 and groupComposite', () => {
  it('gives chemistry between 0 and 100 and symmetric channel kinds', () => {
    const forward = compositeChart(BIRTH, OTHER, { version: 'v2' });
    const backward = compositeChart(OTHER, BIRTH, { version: 'v2' });
    expect(forward.Chemistry.Overall).toBeGreaterThanOrEqual(0);
    expect(forward.Chemistry.Overall).toBeLessThanOrEqual(100);
    expect(backward.Chemistry).toEqual(forward.Chemistry);
    expect(backward.Composite.DefinedCenters).toEqual(forward.Composite.DefinedCenters);
    expect(backward.Composite.ElectromagneticChannels).toEqual(forward.Composite.ElectromagneticChannels);
    expect(forward.Person0.Type.Name).toBe('Generator');
    expect(forward.Person1.Type.Name).toBe('Manifesting Generator');
  });

  it('summarises a group of three and refuses a group of two', () => {
    const group = groupComposite([{ ...BIRTH, name: 'A' }, OTHER, THIRD]);
    expect(group.Members.map((member) => member.Profile)).toEqual(['3/6', '1/3', group.Members[2]?.Profile]);
    expect(group.Chemistry.Pairs).toHaveLength(3);
    expect(() => groupComposite([BIRTH, OTHER])).toThrowError(expect.objectContaining({ code: 'invalid_chart_input' }));
  });
});
