// The position tables held by this runtime: span sources added at start (Node) or loaded on demand (browsers),
// each body's block (1024 days) decoded on first use and kept.
import { EphemerisError } from '../errors';
import { POSITION_TABLE_LAYOUT } from '../generated/position-table-layout.generated';
import { POSITION_TABLE_SPAN_IMPORTS } from '../generated/position-table-span-imports.generated';
import { julianDayUtFromDate } from '../julian-day';
import { segmentsInBlock, type PositionTableSpanSource } from './position-table-layout';
import { decodeQuantizedBlock, scaleQuantizedBlock } from './quantized-block';

const layout = POSITION_TABLE_LAYOUT;
const bodyCount = layout.bodies.length;
const sources: Array<PositionTableSpanSource | undefined> = new Array<PositionTableSpanSource | undefined>(layout.spanCount);
const blocksPerSpan = layout.spanDays / layout.blockDays;
const decoded: Array<Float64Array | undefined> = new Array<Float64Array | undefined>(layout.spanCount * blocksPerSpan * bodyCount);

/** Makes spans available (Node's entry adds them all at start). Adding a span twice changes nothing. */
export function addPositionTableSpans(spans: readonly PositionTableSpanSource[]): void {
  for (const span of spans) sources[span.spanIndex] ??= span;
}

function spanStartDate(spanIndex: number): string {
  return new Date((layout.firstJulianDayTt + spanIndex * layout.spanDays - 2_440_587.5) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Coefficients of body `bodyIndex` (Sun 0 … NorthNode 10) over block `blockIndex` (counted from the first block of
 * all), decoded on first use: per segment the longitude (radians), latitude (radians) and distance (AU) coefficients.
 * @throws EphemerisError `tables_not_loaded` when the block's span was neither added nor loaded (browsers: call
 * `loadPositionTables` first).
 */
export function blockCoefficients(bodyIndex: number, blockIndex: number): Float64Array {
  const key = blockIndex * bodyCount + bodyIndex;
  const cached = decoded[key];
  if (cached !== undefined) return cached;
  const spanIndex = Math.floor(blockIndex / blocksPerSpan);
  const source = sources[spanIndex];
  if (source === undefined) {
    const from = spanStartDate(spanIndex);
    const to = spanStartDate(spanIndex + 1);
    throw new EphemerisError(
      'tables_not_loaded',
      `The position tables of ${from} to ${to} are not loaded: call await loadPositionTables(from, to) with the dates you need before computing positions.`,
      { details: { from, to } },
    );
  }
  const body = layout.bodies[bodyIndex];
  if (body === undefined) throw new EphemerisError('invalid_argument', `bodyIndex must be 0-${bodyCount - 1}`);
  const start = source.blockOffsets[bodyIndex * blocksPerSpan + blockIndex - spanIndex * blocksPerSpan] as number;
  const integers = decodeQuantizedBlock(source.bytes, start, body, segmentsInBlock(layout, body, blockIndex));
  const coefficients = scaleQuantizedBlock(integers, body);
  decoded[key] = coefficients;
  return coefficients;
}

/** Margin before `from` that {@link loadPositionTables} covers too: a design moment lies at most 92.5 days before birth. */
const DESIGN_MARGIN_DAYS = 100;

function spanIndexOf(julianDayUt: number): number {
  // TT − UT is under a day over 1800-2200, well inside the margin below; clamp to the tables.
  const index = Math.floor((julianDayUt - layout.firstJulianDayTt) / layout.spanDays);
  return Math.min(layout.spanCount - 1, Math.max(0, index));
}

/**
 * Loads the position tables covering `from − 100 days` to `to` (a natal chart's design moment included), each
 * time span once. In Node every span is already there and this resolves at once; in a browser each span is a
 * separate chunk of about 0.18 MB gzip, fetched on first need. Positions at instants outside the loaded spans
 * throw `tables_not_loaded`.
 * @throws EphemerisError `invalid_argument` when a date is invalid or `to` is before `from`.
 */
export async function loadPositionTables(from: Date, to: Date = from): Promise<void> {
  for (const [name, value] of [['from', from], ['to', to]] as const) {
    if (!(value instanceof Date) || Number.isNaN(value.getTime())) {
      throw new EphemerisError('invalid_argument', `${name} must be a valid Date, e.g. new Date('1985-03-12')`, { details: { [name]: String(value) } });
    }
  }
  if (to.getTime() < from.getTime()) {
    throw new EphemerisError('invalid_argument', 'to must not be before from: pass the earliest date first', { details: { from: from.toISOString(), to: to.toISOString() } });
  }
  const first = spanIndexOf(julianDayUtFromDate(from) - DESIGN_MARGIN_DAYS);
  const last = spanIndexOf(julianDayUtFromDate(to) + 1);
  const pending: Array<Promise<void>> = [];
  for (let index = first; index <= last; index += 1) {
    if (sources[index] !== undefined) continue;
    const load = POSITION_TABLE_SPAN_IMPORTS[index];
    if (load !== undefined) pending.push(load().then((span) => addPositionTableSpans([span])));
  }
  await Promise.all(pending);
}

/** Span indexes held now (for tests and diagnostics). */
export function loadedPositionTableSpans(): number[] {
  return sources.flatMap((source, index) => (source === undefined ? [] : [index]));
}
