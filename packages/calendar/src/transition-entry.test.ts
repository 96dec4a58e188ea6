import { describe, expect, it } from 'vitest';
import type { GateCrossing, Station } from './events';
import { stationEntry } from './station-entry';
import { transitionEntry } from './transition-entry';

describe('response entries of crossings and stations', () => {
  it('write a gate crossing with Utc to the millisecond and Local of the second it falls in', () => {
    const crossing: GateCrossing = {
      body: 'Sun',
      fromGate: 36,
      fromLine: 6,
      toGate: 25,
      toLine: 1,
      instant: new Date('2024-03-18T08:51:19.400Z'),
      julianDayUt: 2460387.869,
      retrograde: false,
    };
    expect(transitionEntry(crossing, 'Europe/Berlin')).toEqual({
      Planet: 'Sun',
      FromGate: 36,
      FromLine: 6,
      ToGate: 25,
      ToLine: 1,
      Utc: '2024-03-18T08:51:19.400Z',
      Local: '2024-03-18T09:51:19',
      Retrograde: false,
    });
  });

  it('write a station with a capitalized kind', () => {
    const station: Station = {
      body: 'Mercury',
      kind: 'retrograde',
      instant: new Date('2024-04-01T22:14:30.000Z'),
      julianDayUt: 2460402.427,
      longitudeDegrees: 27.2,
      gate: 3,
      line: 1,
    };
    expect(stationEntry(station, 'UTC')).toEqual({
      Planet: 'Mercury',
      Kind: 'Retrograde',
      Utc: '2024-04-01T22:14:30.000Z',
      Local: '2024-04-01T22:14:30',
      Gate: 3,
      Line: 1,
    });
  });
});
