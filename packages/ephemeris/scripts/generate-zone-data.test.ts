// The committed zone data must be exactly what the generator makes from the host's tz
// database when the host has the same version; skipped, saying why, otherwise.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TZDATA_VERSION } from '../src/time-zones/data/zone-data.generated';
import { generateZoneDataModule, ZONE_DATA_MODULE_PATH } from './generate-zone-data';

const ZONEINFO = '/usr/share/zoneinfo';
const hostVersion = existsSync(`${ZONEINFO}/tzdata.zi`)
  ? /^# version (\S+)/m.exec(readFileSync(`${ZONEINFO}/tzdata.zi`, 'utf8').slice(0, 100))?.[1]
  : undefined;
const skipReason =
  hostVersion === undefined
    ? `the host has no ${ZONEINFO}/tzdata.zi`
    : hostVersion !== TZDATA_VERSION
      ? `the host tz database is ${hostVersion}, the committed data is ${TZDATA_VERSION}`
      : undefined;
if (skipReason !== undefined) console.warn(`zone data regeneration test skipped: ${skipReason}`);

describe.skipIf(skipReason !== undefined)('generate-zone-data', () => {
  it('reproduces the committed module byte for byte', () => {
    const { source, summary } = generateZoneDataModule(ZONEINFO);
    expect(summary).toMatch(/^tz \d{4}[a-z]: \d+ zones, \d+ links/);
    expect(source === readFileSync(ZONE_DATA_MODULE_PATH, 'utf8')).toBe(true);
  });
});
