// Generates src/time-zones/data/zone-data.generated.ts from a compiled IANA tz database
// (TZif files plus tzdata.zi), by default Debian's /usr/share/zoneinfo, which is built from
// the full database including backzone. Usage (from packages/ephemeris):
//
//   pnpm exec tsx scripts/generate-zone-data.ts [zoneinfoDirectory] [outputPath]
//
// Every name comes from tzdata.zi (Z = zone, L = link). Each zone's TZif v2+ 64-bit block gives
// its transitions; consecutive transitions that change neither the offset nor the DST flag
// (abbreviation-only changes) are dropped, and trailing transitions that the POSIX TZ footer
// reproduces exactly are dropped too (the runtime applies the footer after the last kept one).
// The one use of abbreviations: when a zone starts on `LMT` (its reference city's local mean
// time) or `-00` (no local time: uninhabited), the instant that period ends is kept, even when
// the next type has the same offset (Paris Mean Time followed Paris LMT in 1891).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { hasAcceptedZoneNameShape, UTC_ZONE_NAME } from '../src/time-zones/time-zone-name-policy';
import { parsePosixTzRule, ruleTransitionsOfYear, type PosixTzRule } from '../src/time-zones/posix-tz-rule';
import { civilFromDays, SECONDS_PER_DAY } from '../src/time-zones/civil-date';
import { encodeTransitionSeconds } from '../src/time-zones/zone-record-codec';

/** Where the generated module is committed. */
export const ZONE_DATA_MODULE_PATH = join(dirname(fileURLToPath(import.meta.url)), '../src/time-zones/data/zone-data.generated.ts');

interface LocalTimeType {
  offsetSeconds: number;
  isDst: boolean;
  abbreviation: string;
}
/** Abbreviations of the periods before a zone had standard time. */
const BEFORE_STANDARD_TIME_ABBREVIATIONS: readonly string[] = ['LMT', '-00'];
interface ParsedZone {
  initial: LocalTimeType;
  transitions: { atSeconds: number; type: LocalTimeType }[];
  footer: string;
}

/** Reads the version 2+ (64-bit) data block and footer of a TZif file (RFC 8536). */
function parseTzif(bytes: Buffer, name: string): ParsedZone {
  if (bytes.toString('latin1', 0, 4) !== 'TZif') throw new Error(`${name}: not a TZif file`);
  const version = bytes[4] ?? 0;
  if (version < 0x32) throw new Error(`${name}: TZif version 1 has no 64-bit data or footer`);
  const counts = (offset: number) => {
    const read = (index: number) => bytes.readUInt32BE(offset + 20 + index * 4);
    return { isUtCount: read(0), isStdCount: read(1), leapCount: read(2), timeCount: read(3), typeCount: read(4), charCount: read(5) };
  };
  const v1 = counts(0);
  const v1Size = v1.timeCount * 5 + v1.typeCount * 6 + v1.charCount + v1.leapCount * 8 + v1.isStdCount + v1.isUtCount;
  const headerOffset = 44 + v1Size;
  const v2 = counts(headerOffset);
  if (v2.leapCount !== 0) throw new Error(`${name}: leap-second ("right/") files are not supported`);
  let cursor = headerOffset + 44;
  const times: number[] = [];
  for (let index = 0; index < v2.timeCount; index += 1) {
    times.push(Number(bytes.readBigInt64BE(cursor)));
    cursor += 8;
  }
  const typeIndices: number[] = [];
  for (let index = 0; index < v2.timeCount; index += 1) typeIndices.push(bytes[cursor++] ?? 0);
  const rawTypes: { offsetSeconds: number; isDst: boolean; abbreviationIndex: number }[] = [];
  for (let index = 0; index < v2.typeCount; index += 1) {
    rawTypes.push({ offsetSeconds: bytes.readInt32BE(cursor), isDst: bytes[cursor + 4] === 1, abbreviationIndex: bytes[cursor + 5] ?? 0 });
    cursor += 6;
  }
  const abbreviationText = bytes.toString('latin1', cursor, cursor + v2.charCount);
  const types: LocalTimeType[] = rawTypes.map(({ offsetSeconds, isDst, abbreviationIndex }) => ({
    offsetSeconds,
    isDst,
    abbreviation: abbreviationText.slice(abbreviationIndex, abbreviationText.indexOf('\0', abbreviationIndex)),
  }));
  cursor += v2.charCount + v2.leapCount * 12 + v2.isStdCount + v2.isUtCount;
  const footerText = bytes.toString('latin1', cursor);
  if (!footerText.startsWith('\n')) throw new Error(`${name}: missing footer`);
  const footer = footerText.slice(1, footerText.indexOf('\n', 1));
  const typeAt = (index: number): LocalTimeType => {
    const type = types[index];
    if (type === undefined) throw new Error(`${name}: bad type index ${index}`);
    return type;
  };
  // RFC 8536: time type 0 applies before the first transition. zic may emit a "big bang"
  // transition at -2**59; it only restates the earliest type, so fold it into the initial type.
  let initial = typeAt(0);
  const transitions: ParsedZone['transitions'] = [];
  times.forEach((atSeconds, index) => {
    const type = typeAt(typeIndices[index] ?? 0);
    if (atSeconds <= -(2 ** 59)) {
      initial = type;
      return;
    }
    transitions.push({ atSeconds, type });
  });
  return { initial, transitions, footer };
}

type OffsetAndDst = Pick<LocalTimeType, 'offsetSeconds' | 'isDst'>;

const sameType = (left: OffsetAndDst, right: OffsetAndDst) =>
  left.offsetSeconds === right.offsetSeconds && left.isDst === right.isDst;

/**
 * When a zone starts before standard time (`LMT` or `-00`), that abbreviation and the instant
 * its first period ends: the first transition to another abbreviation, whatever the offset.
 */
function beforeStandardTimeOf(zone: ParsedZone): ZoneRecordSource['beforeStandardTime'] {
  const abbreviation = zone.initial.abbreviation;
  if (!BEFORE_STANDARD_TIME_ABBREVIATIONS.includes(abbreviation)) return undefined;
  const end = zone.transitions.find((transition) => transition.type.abbreviation !== abbreviation);
  return end === undefined ? undefined : { abbreviation, untilSeconds: end.atSeconds };
}

function footerStateAt(rule: PosixTzRule, atSeconds: number): OffsetAndDst {
  if (rule.daylight === undefined) return { offsetSeconds: rule.standardOffsetSeconds, isDst: false };
  const year = civilFromDays(Math.floor(atSeconds / SECONDS_PER_DAY)).year;
  const candidates = [year - 1, year, year + 1].flatMap((each) => ruleTransitionsOfYear(rule, each));
  let state: OffsetAndDst = { offsetSeconds: rule.standardOffsetSeconds, isDst: false };
  let latest = -Infinity;
  for (const transition of candidates) {
    if (transition.atSeconds <= atSeconds && transition.atSeconds >= latest) {
      latest = transition.atSeconds;
      state = { offsetSeconds: transition.offsetSeconds, isDst: transition.isDaylightSavingTime };
    }
  }
  return state;
}

function footerTransitionsBetween(rule: PosixTzRule, fromSeconds: number, toSeconds: number) {
  const fromYear = civilFromDays(Math.floor(fromSeconds / SECONDS_PER_DAY)).year - 1;
  const toYear = civilFromDays(Math.floor(toSeconds / SECONDS_PER_DAY)).year + 1;
  const found: { atSeconds: number; type: OffsetAndDst }[] = [];
  for (let year = fromYear; year <= toYear; year += 1) {
    for (const transition of ruleTransitionsOfYear(rule, year)) {
      if (transition.atSeconds > fromSeconds && transition.atSeconds <= toSeconds) {
        found.push({
          atSeconds: transition.atSeconds,
          type: { offsetSeconds: transition.offsetSeconds, isDst: transition.isDaylightSavingTime },
        });
      }
    }
  }
  return found.sort((left, right) => left.atSeconds - right.atSeconds);
}

/** Drops abbreviation-only transitions and the tail that the footer reproduces. */
function compactZone(zone: ParsedZone, name: string): ParsedZone {
  const transitions: ParsedZone['transitions'] = [];
  let previous = zone.initial;
  for (const transition of zone.transitions) {
    if (!sameType(previous, transition.type)) transitions.push(transition);
    previous = transition.type;
  }
  if (zone.footer === '') throw new Error(`${name}: empty footer`);
  const rule = parsePosixTzRule(zone.footer);
  const last = transitions.at(-1);
  if (last === undefined) {
    if (!sameType(zone.initial, footerStateAt(rule, 0))) throw new Error(`${name}: footer disagrees with fixed type`);
    return { ...zone, transitions };
  }
  // The footer must agree with the last explicit transition (RFC 8536 section 3.3).
  if (!sameType(footerStateAt(rule, last.atSeconds), last.type)) throw new Error(`${name}: footer disagrees with data`);
  let keep = transitions.length;
  while (keep > 1) {
    const candidateLast = transitions[keep - 2];
    if (candidateLast === undefined || !sameType(footerStateAt(rule, candidateLast.atSeconds), candidateLast.type)) break;
    const explicitTail = transitions.slice(keep - 1);
    const generatedTail = footerTransitionsBetween(rule, candidateLast.atSeconds, last.atSeconds);
    const reproduced =
      explicitTail.length === generatedTail.length &&
      explicitTail.every((transition, index) => {
        const generated = generatedTail[index];
        return generated !== undefined && generated.atSeconds === transition.atSeconds && sameType(generated.type, transition.type);
      });
    if (!reproduced) break;
    keep -= 1;
  }
  return { ...zone, transitions: transitions.slice(0, keep) };
}

interface ZoneRecordSource {
  types: OffsetAndDst[];
  transitionSeconds: number[];
  typeIndices: number[];
  footer: string;
  beforeStandardTime: { abbreviation: string; untilSeconds: number } | undefined;
}

/** The record of a zone: `compacted` is `parsed` after {@link compactZone}. */
function toRecord(parsed: ParsedZone, compacted: ParsedZone): ZoneRecordSource {
  const zone = compacted;
  const types: OffsetAndDst[] = [{ offsetSeconds: zone.initial.offsetSeconds, isDst: zone.initial.isDst }];
  const indexOf = (type: OffsetAndDst) => {
    const found = types.findIndex((each) => sameType(each, type));
    if (found >= 0) return found;
    types.push({ offsetSeconds: type.offsetSeconds, isDst: type.isDst });
    return types.length - 1;
  };
  const typeIndices = zone.transitions.map((transition) => indexOf(transition.type));
  if (types.length > 36) throw new Error('more than 36 local time types: widen the type-index encoding');
  return {
    types,
    transitionSeconds: zone.transitions.map((each) => each.atSeconds),
    typeIndices,
    footer: zone.footer,
    beforeStandardTime: beforeStandardTimeOf(parsed),
  };
}

/** Builds the generated module's source text from a compiled tz database directory. */
export function generateZoneDataModule(zoneinfoDirectory: string): { source: string; summary: string } {
  // --- names ------------------------------------------------------------------------------
  const tzdataSource = readFileSync(join(zoneinfoDirectory, 'tzdata.zi'), 'utf8');
  const version = /^# version (\S+)/m.exec(tzdataSource)?.[1];
  if (version === undefined) throw new Error('tzdata.zi has no version line');
  const zoneNames: string[] = [];
  const linkTargets = new Map<string, string>();
  for (const line of tzdataSource.split('\n')) {
    const fields = line.split(/\s+/);
    if (fields[0] === 'Z' && fields[1] !== undefined) zoneNames.push(fields[1]);
    if (fields[0] === 'L' && fields[1] !== undefined && fields[2] !== undefined) linkTargets.set(fields[2], fields[1]);
  }
  // Etc/UTC is published as `UTC`, the name people and the spec use.
  const rename = (name: string) => (name === 'Etc/UTC' ? UTC_ZONE_NAME : name);
  const canonicalZones = zoneNames.filter(hasAcceptedZoneNameShape).concat(UTC_ZONE_NAME).filter((name) => name !== 'Etc/UTC');
  canonicalZones.sort();
  const resolveLink = (name: string): string => {
    let target = name;
    for (let hops = 0; linkTargets.has(target); hops += 1) {
      if (hops > 10) throw new Error(`link loop at ${name}`);
      target = linkTargets.get(target) ?? target;
    }
    return rename(target);
  };
  const links: [string, string][] = [];
  for (const name of [...linkTargets.keys(), 'Etc/UTC'].sort()) {
    if (name === UTC_ZONE_NAME || !hasAcceptedZoneNameShape(name)) continue;
    const target = resolveLink(name);
    if (!canonicalZones.includes(target)) {
      console.warn(`skipping link ${name} -> ${target}: target is not an accepted zone`);
      continue;
    }
    links.push([name, target]);
  }

  // --- zone records, deduplicated -----------------------------------------------------------
  const records: ZoneRecordSource[] = [];
  const recordKeys = new Map<string, number>();
  const recordOfZone: [string, number][] = [];
  let transitionCount = 0;
  for (const name of canonicalZones) {
    const fileName = name === UTC_ZONE_NAME ? 'Etc/UTC' : name;
    const parsed = parseTzif(readFileSync(join(zoneinfoDirectory, fileName)), name);
    const record = toRecord(parsed, compactZone(parsed, name));
    const key = JSON.stringify(record);
    let index = recordKeys.get(key);
    if (index === undefined) {
      index = records.length;
      records.push(record);
      recordKeys.set(key, index);
      transitionCount += record.transitionSeconds.length;
    }
    recordOfZone.push([name, index]);
  }
  for (const [link, target] of links) {
    const linkFile = readFileSync(join(zoneinfoDirectory, link));
    const targetFile = readFileSync(join(zoneinfoDirectory, target === UTC_ZONE_NAME ? 'Etc/UTC' : target));
    if (!linkFile.equals(targetFile)) throw new Error(`link ${link} has data different from ${target}`);
  }

  const lines: string[] = [
    '// GENERATED by scripts/generate-zone-data.ts from the IANA tz database; do not edit.',
    '// See README.md in this folder for provenance and how to regenerate.',
    "import type { ZoneRecord } from '../zone-record-codec';",
    '',
    `/** Version of the IANA tz database (with backzone) this data was generated from. */`,
    `export const TZDATA_VERSION = ${JSON.stringify(version)};`,
    '',
    '/**',
    ' * Deduplicated zone records: [types (offset seconds, isDst 0/1 pairs), transitions, type indices, POSIX footer,',
    ' * and, for a zone that starts before standard time, its first abbreviation (LMT or -00) and the Unix second that period ends].',
    ' */',
    'export const ZONE_RECORDS: readonly ZoneRecord[] = [',
    ...records.map(
      (record) =>
        `  [[${record.types.flatMap((type) => [type.offsetSeconds, type.isDst ? 1 : 0]).join(',')}], ${JSON.stringify(
          encodeTransitionSeconds(record.transitionSeconds),
        )}, ${JSON.stringify(record.typeIndices.map((index) => index.toString(36)).join(''))}, ${JSON.stringify(record.footer)}${
          record.beforeStandardTime === undefined
            ? ''
            : `, [${JSON.stringify(record.beforeStandardTime.abbreviation)}, ${record.beforeStandardTime.untilSeconds}]`
        }],`,
    ),
    '];',
    '',
    '/** Canonical zone name → index into ZONE_RECORDS. */',
    'export const ZONE_RECORD_INDEX: Readonly<Record<string, number>> = {',
    ...recordOfZone.map(([name, index]) => `  ${JSON.stringify(name)}: ${index},`),
    '};',
    '',
    '/** Link (alias) name → canonical zone name. */',
    'export const LINK_TARGETS: Readonly<Record<string, string>> = {',
    ...links.map(([name, target]) => `  ${JSON.stringify(name)}: ${JSON.stringify(target)},`),
    '};',
    '',
  ];
  return {
    source: lines.join('\n'),
    summary:
      `tz ${version}: ${canonicalZones.length} zones, ${links.length} links, ${records.length} distinct records, ` +
      `${transitionCount} transitions`,
  };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outputPath = process.argv[3] ?? ZONE_DATA_MODULE_PATH;
  const { source, summary } = generateZoneDataModule(process.argv[2] ?? '/usr/share/zoneinfo');
  writeFileSync(outputPath, source);
  console.log(`${summary} → ${outputPath}`);
}
