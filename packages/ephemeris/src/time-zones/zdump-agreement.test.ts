// Compares the engine's generated zone data with the host's compiled tz database through the
// system `zdump` (glibc/tzcode, an implementation independent of ours): every canonical zone's
// full list of offset changes from 1800 to 2200 and the end of its first period before standard time
// (abbreviation LMT or -00), then sampled local times and UTC instants.
// Skips, saying why, when the host has no zdump, no tzdata.zi, or a different tz version.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { EphemerisError } from '../errors';
import { daysFromCivil, SECONDS_PER_DAY } from './civil-date';
import { formatLocalDateTime, localDateTimeParts } from './local-date-time-parts';
import { resolveLocalTime } from './resolve-local-time';
import { listTimeZones, tzdataVersion } from './time-zone-names';
import { isDaylightSavingTime, timeZoneOffsetSeconds } from './time-zone-offset';
import { requireZone } from './time-zone-registry';
import { offsetSecondsAt, transitionsBetween } from './zone-table';

const ZONEINFO = '/usr/share/zoneinfo';
const FIRST_YEAR = 1800;
const END_YEAR = 2201; // exclusive
const RANGE_START_SECONDS = daysFromCivil(FIRST_YEAR, 1, 1) * SECONDS_PER_DAY;
const RANGE_END_SECONDS = daysFromCivil(END_YEAR, 1, 1) * SECONDS_PER_DAY;

function hostSkipReason(): string | undefined {
  try {
    execFileSync('zdump', ['--version'], { stdio: 'ignore' });
  } catch {
    return 'the host has no zdump';
  }
  const tzdataPath = `${ZONEINFO}/tzdata.zi`;
  if (!existsSync(tzdataPath)) return `the host has no ${tzdataPath}`;
  const header = readFileSync(tzdataPath, 'utf8').slice(0, 200);
  const hostVersion = /^# version (\S+)/m.exec(header)?.[1];
  if (hostVersion !== tzdataVersion) return `the host tz database is ${hostVersion}, the engine's is ${tzdataVersion}`;
  if (!/backzone/.test(header)) return 'the host tz database was not built with backzone';
  return undefined;
}

const skipReason = hostSkipReason();
if (skipReason !== undefined) console.warn(`zdump agreement tests skipped: ${skipReason}`);

/** One period of constant offset and DST flag, from zdump. */
interface Segment {
  startSeconds: number;
  offsetSeconds: number;
  isDst: boolean;
}

function parseOffset(text: string): number {
  const match = /^([+-])(\d{2})(\d{2})?(\d{2})?$/.exec(text);
  if (match === null) throw new Error(`bad zdump offset ${text}`);
  const seconds = Number(match[2]) * 3600 + Number(match[3] ?? 0) * 60 + Number(match[4] ?? 0);
  return match[1] === '-' ? 0 - seconds : seconds; // "-00" (uninhabited) is offset 0
}

function parseLocalSeconds(date: string, time: string): number {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute, second] = time.split(':').map(Number);
  return daysFromCivil(year ?? 0, month ?? 0, day ?? 0) * SECONDS_PER_DAY + (hour ?? 0) * 3600 + (minute ?? 0) * 60 + (second ?? 0);
}

/** A zone's first period before standard time, from zdump: its abbreviation and the instant it ends. */
interface BeforeStandardTimeOracle {
  abbreviation: string;
  untilSeconds: number;
}

/**
 * Parses `zdump -i` output into segments per zone, merging abbreviation-only changes, and the end of
 * each zone's first period when that period is `LMT` or `-00` (found through the abbreviations).
 */
function parseZdumpIntervals(output: string): { segments: Map<string, Segment[]>; beforeStandardTime: Map<string, BeforeStandardTimeOracle> } {
  const zones = new Map<string, Segment[]>();
  const beforeStandardTime = new Map<string, BeforeStandardTimeOracle>();
  let current: Segment[] = [];
  let zone = '';
  let firstAbbreviation: string | undefined;
  for (const line of output.split('\n')) {
    const zoneMatch = /^TZ="(.+)"$/.exec(line);
    if (zoneMatch !== null) {
      current = [];
      zone = zoneMatch[1] ?? '';
      zones.set(zone, current);
      firstAbbreviation = undefined;
      continue;
    }
    if (line === '') continue;
    const [date = '', time = '', offsetText = '', abbreviationText = '', dstFlag] = line.split('\t');
    // zdump leaves the abbreviation out when it is the offset itself (`-00`, `+0530`).
    const abbreviation = abbreviationText === '' ? offsetText : abbreviationText;
    const offsetSeconds = parseOffset(offsetText);
    const isDst = dstFlag === '1';
    const startSeconds = date === '-' ? -Infinity : parseLocalSeconds(date, time) - offsetSeconds;
    if (firstAbbreviation === undefined) firstAbbreviation = abbreviation;
    else if (['LMT', '-00'].includes(firstAbbreviation) && abbreviation !== firstAbbreviation && !beforeStandardTime.has(zone)) {
      beforeStandardTime.set(zone, { abbreviation: firstAbbreviation, untilSeconds: startSeconds });
    }
    const previous = current.at(-1);
    if (previous !== undefined && previous.offsetSeconds === offsetSeconds && previous.isDst === isDst) continue;
    current.push({ startSeconds, offsetSeconds, isDst });
  }
  return { segments: zones, beforeStandardTime };
}

function segmentAt(segments: Segment[], atSeconds: number): Segment {
  let low = 0;
  let high = segments.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((segments[middle]?.startSeconds ?? Infinity) <= atSeconds) low = middle;
    else high = middle - 1;
  }
  const segment = segments[low];
  if (segment === undefined) throw new Error('empty zone');
  return segment;
}

/** Seeded generator so failures reproduce. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function formatLocal(localSeconds: number): string {
  return new Date(localSeconds * 1000).toISOString().slice(0, 19);
}

describe.skipIf(skipReason !== undefined)('agreement with the host tz database through zdump', () => {
  const zones = listTimeZones();
  let oracle = new Map<string, Segment[]>();
  let beforeStandardTimeOracle = new Map<string, BeforeStandardTimeOracle>();

  beforeAll(async () => {
    const fileNames = zones.map((zone) => (zone === 'UTC' ? 'Etc/UTC' : zone));
    // Two zdump processes in parallel: the whole run takes about 30 s of CPU.
    const half = Math.ceil(fileNames.length / 2);
    const outputs = await Promise.all(
      [fileNames.slice(0, half), fileNames.slice(half)].map((chunk) =>
        promisify(execFile)('zdump', ['-i', '-c', `${FIRST_YEAR},${END_YEAR}`, ...chunk], {
          maxBuffer: 256 * 1024 * 1024,
          env: { ...process.env, TZ: 'UTC' },
        }),
      ),
    );
    ({ segments: oracle, beforeStandardTime: beforeStandardTimeOracle } = parseZdumpIntervals(outputs.map((output) => output.stdout).join('\n')));
    const utc = oracle.get('Etc/UTC');
    if (utc !== undefined) oracle.set('UTC', utc);
  }, 600_000);

  const segmentsOf = (zone: string): Segment[] => {
    const segments = oracle.get(zone);
    if (segments === undefined || segments.length === 0) throw new Error(`zdump gave nothing for ${zone}`);
    return segments;
  };

  it('has every offset change of every canonical zone from 1800 to 2200', () => {
    expect(zones.length).toBeGreaterThan(400);
    let compared = 0;
    for (const zone of zones) {
      const expected = segmentsOf(zone).map((segment) => ({
        at: Number.isFinite(segment.startSeconds) ? segment.startSeconds : 'start',
        offset: segment.offsetSeconds,
        dst: segment.isDst,
      }));
      const { table } = requireZone(zone);
      const actual = [
        {
          at: 'start' as number | string,
          offset: offsetSecondsAt(table, RANGE_START_SECONDS),
          dst: isDaylightSavingTime(zone, new Date(RANGE_START_SECONDS * 1000)),
        },
        ...transitionsBetween(table, RANGE_START_SECONDS, RANGE_END_SECONDS - 1).map((each) => ({
          at: each.atSeconds as number | string,
          offset: each.offsetSecondsAfter,
          dst: each.isDstAfter,
        })),
      ];
      // Merge changes the oracle cannot see (same offset and flag on both sides).
      const merged = actual.filter(
        (entry, index) => index === 0 || entry.offset !== actual[index - 1]?.offset || entry.dst !== actual[index - 1]?.dst,
      );
      expect({ zone, changes: merged }).toEqual({ zone, changes: expected });
      compared += expected.length;
    }
    console.info(`zdump agreement: ${zones.length} zones, ${compared} offset periods 1800–2200, 0 disagreements`);
    expect(compared).toBeGreaterThan(50_000);
  });

  it('knows when every zone had no standard time yet (LMT or -00), even where the offset stayed', () => {
    let zonesWithSuch = 0;
    for (const zone of zones) {
      const expected = beforeStandardTimeOracle.get(zone === 'UTC' ? 'Etc/UTC' : zone);
      expect({ zone, beforeStandardTime: requireZone(zone).table.beforeStandardTime }).toEqual({ zone, beforeStandardTime: expected });
      if (expected !== undefined) zonesWithSuch += 1;
    }
    expect(zonesWithSuch).toBe(407);
  });

  it('resolves 13,000+ sampled local times exactly as the database implies', () => {
    /** The warning the zone's local mean time brings to a resolved instant. */
    const meanTimeWarnings = (zone: string, instantSeconds: number): string[] => {
      const before = beforeStandardTimeOracle.get(zone);
      return before?.abbreviation === 'LMT' && instantSeconds < before.untilSeconds ? ['zone_local_mean_time'] : [];
    };
    const next = random(20251122);
    let checked = 0;
    let gaps = 0;
    let folds = 0;
    for (const zone of zones) {
      const segments = segmentsOf(zone);
      const localTimes: number[] = [];
      for (let index = 0; index < 15; index += 1) {
        localTimes.push(Math.floor(RANGE_START_SECONDS + 3 * 86_400 + next() * (RANGE_END_SECONDS - RANGE_START_SECONDS - 6 * 86_400)));
      }
      const changes = segments.slice(1);
      for (let index = 0; index < 16; index += 1) {
        const change = changes[Math.floor(next() * changes.length)];
        const before = segments[segments.indexOf(change ?? segments[0]!) - 1];
        if (change === undefined || before === undefined) {
          localTimes.push(Math.floor(RANGE_START_SECONDS + 86_400 * 3 + next() * 1e9));
          continue;
        }
        // Local times around the change: in the old offset, the new one, and between them.
        const low = change.startSeconds + Math.min(before.offsetSeconds, change.offsetSeconds);
        const high = change.startSeconds + Math.max(before.offsetSeconds, change.offsetSeconds);
        localTimes.push(Math.floor(low - 1 + next() * (high - low + 2)));
      }
      for (const localSeconds of localTimes) {
        const candidates: { instant: number; offset: number }[] = [];
        const near = segmentAt(segments, localSeconds - 20 * 3600);
        for (let index = segments.indexOf(near); index < segments.length; index += 1) {
          const segment = segments[index]!;
          if (segment.startSeconds > localSeconds + 20 * 3600) break;
          const instant = localSeconds - segment.offsetSeconds;
          const end = segments[index + 1]?.startSeconds ?? Infinity;
          if (instant >= segment.startSeconds && instant < end) candidates.push({ instant, offset: segment.offsetSeconds });
        }
        candidates.sort((a, b) => a.instant - b.instant);
        const date = formatLocal(localSeconds);
        const earlier = resolveLocalTime({ date, timezone: zone, disambiguation: 'earlier' });
        const later = resolveLocalTime({ date, timezone: zone, disambiguation: 'later' });
        const compatible = resolveLocalTime({ date, timezone: zone });
        const context = { zone, date, candidates };
        if (candidates.length === 1) {
          expect({ ...context, instant: earlier.instant.getTime(), warnings: earlier.warnings }).toEqual({
            ...context,
            instant: candidates[0]!.instant * 1000,
            warnings: meanTimeWarnings(zone, candidates[0]!.instant),
          });
          expect(later.instant.getTime()).toBe(candidates[0]!.instant * 1000);
        } else if (candidates.length >= 2) {
          folds += 1;
          const first = candidates[0]!;
          const last = candidates.at(-1)!;
          expect({ ...context, earlier: earlier.instant.getTime(), later: later.instant.getTime() }).toEqual({
            ...context,
            earlier: first.instant * 1000,
            later: last.instant * 1000,
          });
          expect(compatible.instant.getTime()).toBe(first.instant * 1000);
          expect(compatible.warnings).toEqual(['ambiguous_local_time', ...meanTimeWarnings(zone, first.instant)]);
          expect(() => resolveLocalTime({ date, timezone: zone, disambiguation: 'reject' })).toThrow(
            expect.objectContaining({ code: 'ambiguous_local_time' }),
          );
        } else {
          gaps += 1;
          const jump = segments.find(
            (segment, index) =>
              index > 0 &&
              segment.startSeconds + (segments[index - 1]?.offsetSeconds ?? 0) <= localSeconds &&
              localSeconds < segment.startSeconds + segment.offsetSeconds,
          );
          const offsetBefore = segments[segments.indexOf(jump!) - 1]!.offsetSeconds;
          expect({ ...context, later: later.instant.getTime(), earlier: earlier.instant.getTime() }).toEqual({
            ...context,
            later: (localSeconds - offsetBefore) * 1000,
            earlier: (localSeconds - jump!.offsetSeconds) * 1000,
          });
          expect(compatible.instant.getTime()).toBe(later.instant.getTime());
          expect(compatible.warnings).toEqual(['nonexistent_local_time', ...meanTimeWarnings(zone, localSeconds - offsetBefore)]);
          let thrown: unknown;
          try {
            resolveLocalTime({ date, timezone: zone, disambiguation: 'reject' });
          } catch (error) {
            thrown = error;
          }
          expect(EphemerisError.isInstance(thrown) && thrown.code).toBe('nonexistent_local_time');
        }
        checked += 1;
      }
    }
    console.info(`zdump agreement: ${checked} local times (${gaps} in gaps, ${folds} in folds), 0 disagreements`);
    expect(checked).toBeGreaterThanOrEqual(13_000);
    expect(gaps).toBeGreaterThan(500);
    expect(folds).toBeGreaterThan(500);
  });

  it('gives the offset, DST flag and wall time of 10,000+ sampled UTC instants', () => {
    const next = random(7);
    let checked = 0;
    for (const zone of zones) {
      const segments = segmentsOf(zone);
      for (let index = 0; index < 25; index += 1) {
        const atSeconds = Math.floor(RANGE_START_SECONDS + next() * (RANGE_END_SECONDS - RANGE_START_SECONDS));
        const segment = segmentAt(segments, atSeconds);
        const instant = new Date(atSeconds * 1000);
        expect({ zone, atSeconds, offset: timeZoneOffsetSeconds(zone, instant), dst: isDaylightSavingTime(zone, instant) }).toEqual({
          zone,
          atSeconds,
          offset: segment.offsetSeconds,
          dst: segment.isDst,
        });
        expect(formatLocalDateTime(instant, zone)).toBe(formatLocal(atSeconds + segment.offsetSeconds));
        expect(localDateTimeParts(instant, zone).offsetSeconds).toBe(segment.offsetSeconds);
        checked += 1;
      }
    }
    console.info(`zdump agreement: ${checked} UTC instants, 0 disagreements`);
    expect(checked).toBeGreaterThanOrEqual(10_000);
  });
});
