// Guards the birthplace longitude on its way from a birth to the chart: before Europe/Berlin had standard
// time (1893) it puts Einstein's birth (Ulm, 1879-03-14 11:30) at Ulm's mean time, 10:50:03 UTC, not
// Berlin's 10:36:32. Those 13 min 31 s move his Personality Moon from color 2 to color 3.
import { describe, expect, it } from 'vitest';
import { compositeChart } from './composite-chart';
import { groupComposite } from './group-composite';
import { natalChart, natalChartCore } from './natal-chart';
import { transitChart } from './transit-chart';

const einstein = { date: '1879-03-14T11:30', timezone: 'Europe/Berlin' } as const;
const einsteinInUlm = { ...einstein, longitudeDegrees: 9.9876 } as const;

describe('natal charts of a birth before the zone had standard time', () => {
  it('use the birthplace’s local mean time when the longitude is given', () => {
    const chart = natalChart(einsteinInUlm, { version: 'v3' });
    expect(chart.BirthDateUtc).toBe('1879-03-14T10:50:03.000Z');
    expect(chart.Warnings).toEqual(['birthplace_local_mean_time']);
    expect(chart.Meta.TimeZoneWarnings).toEqual(['birthplace_local_mean_time']);
    expect(chart.Planets.Personality.Moon.Color).toBe(3);
  });

  it('use the zone’s local mean time without it, with a warning', () => {
    const chart = natalChart(einstein, { version: 'v3' });
    expect(chart.BirthDateUtc).toBe('1879-03-14T10:36:32.000Z');
    expect(chart.Warnings).toEqual(['zone_local_mean_time']);
    expect(chart.Planets.Personality.Moon.Color).toBe(2);
  });

  it('carry the longitude through composites, groups and transits', () => {
    const other = { date: '1990-05-15T14:30', timezone: 'Europe/Berlin' };
    expect(compositeChart(einsteinInUlm, other, { version: 'v1' })).toMatchObject({
      Person0: { BirthDateUtc: '1879-03-14T10:50:03.000Z' },
      Warnings: ['Person0: birthplace_local_mean_time'],
    });
    const group = groupComposite([einsteinInUlm, other, { ...other, date: '1985-01-01T08:00' }]);
    expect(group.Warnings).toContain('Member 1: birthplace_local_mean_time');
    const transit = transitChart(einsteinInUlm, new Date('1905-06-30T12:00:00Z'));
    expect(transit).toEqual(transitChart(natalChartCore(einsteinInUlm), new Date('1905-06-30T12:00:00Z')));
    expect(transit).not.toEqual(transitChart(einstein, new Date('1905-06-30T12:00:00Z')));
  });
});
