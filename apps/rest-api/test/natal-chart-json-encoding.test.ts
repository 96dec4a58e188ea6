// The natal chart routes encode their JSON with an encoder compiled from the output schema; it must write exactly
// the bytes JSON.stringify writes, for every chart. Checked over thousands of births spread over the engine's
// whole range, zones with odd offsets and local mean time, clock changes read both ways, and births with a longitude.
import { createDefaultEngines, natalChartV1, natalChartV2, natalChartV3 } from '@mandala/operations';
import type { AnyOperation, OperationContext } from '@mandala/operations';
import { describe, expect, it } from 'vitest';
import { jsonEncoderFor } from '../src/response-encoders';

const zones = [
  'Europe/Berlin',
  'America/New_York',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Pacific/Chatham',
  'Australia/Lord_Howe',
  'America/St_Johns',
  'Africa/Abidjan',
  'America/Sao_Paulo',
  'UTC',
];
const disambiguations = ['compatible', 'earlier', 'later'] as const;
const context: OperationContext = { engines: createDefaultEngines(), now: () => new Date('2026-01-01T00:00:00Z') };

const sweepBirths = 2_500;

/** Birth `index` of a sweep over 1801–2196: local minutes in steps of 83,200 + π, so every time of day comes up. */
function birthOf(index: number): Record<string, unknown> {
  const minutes = Math.floor(index * (208_000_000 / sweepBirths + Math.PI));
  const date = new Date(Date.UTC(1801, 0, 1) + minutes * 60_000).toISOString().slice(0, 16);
  return {
    date,
    timezone: zones[index % zones.length],
    disambiguation: disambiguations[index % disambiguations.length],
    ...(index % 7 === 0 ? { longitude: ((index * 37) % 360) - 180 } : {}),
  };
}

/** Births around the clock changes of 2021 in New York, by the minute: skipped and repeated local times. */
function clockChangeBirths(): Record<string, unknown>[] {
  const births: Record<string, unknown>[] = [];
  for (const day of ['2021-03-14', '2021-11-07']) {
    for (let minute = 60; minute < 180; minute += 7) {
      const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      for (const disambiguation of disambiguations) births.push({ date: `${day}T${time}`, timezone: 'America/New_York', disambiguation });
    }
  }
  return births;
}

function chartOf(operation: AnyOperation, birth: Record<string, unknown>): unknown {
  return operation.run(operation.input.parse(birth), context);
}

describe('the natal charts encoded by the compiled encoder', () => {
  const births = [...Array.from({ length: sweepBirths }, (_, index) => birthOf(index)), ...clockChangeBirths()];

  for (const operation of [natalChartV1, natalChartV2, natalChartV3]) {
    it(`${operation.name}: the bytes of JSON.stringify for ${births.length} births`, () => {
      const encode = jsonEncoderFor(operation, { defaultEngines: true });
      let compared = 0;
      const different: string[] = [];
      for (const birth of births) {
        const chart = chartOf(operation, birth);
        if (!encode(chart).equals(Buffer.from(JSON.stringify(chart), 'utf8'))) different.push(JSON.stringify(birth));
        compared += 1;
      }
      expect(different).toEqual([]);
      expect(compared).toBe(births.length);
    });
  }
});
