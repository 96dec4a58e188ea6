import { z } from 'zod';
import { defineOperation } from '../define-operation';
import type { OperationContext } from '../define-operation';
import { utcMoment } from './planetary-positions';

/** Smallest, largest and default SSE interval of `/stream/planetary-positions`, in seconds. */
export const STREAM_INTERVAL_SECONDS = { minimum: 10, maximum: 3600, default: 60 } as const;

/** One `planetary-update` event: the positions and what stands out in them. */
export interface PlanetaryUpdate {
  /** ISO instant the positions are for. */
  readonly timestamp: string;
  /** One entry per body (gate, line, sign, retrograde), as the engine returns them. */
  readonly planets: unknown;
  readonly highlights: {
    readonly sunGate: number | null;
    readonly moonGate: number | null;
    /** Channels whose two gates are both activated by the transiting bodies (`20-34`). */
    readonly activeChannels: readonly string[];
    /** Names of the bodies moving retrograde. */
    readonly retrogradePlanets: readonly string[];
  };
}

interface PlanetEntry {
  readonly name: string;
  readonly gate: number | null;
  readonly retrograde: boolean;
}

function readField(record: Record<string, unknown>, ...names: string[]): unknown {
  for (const name of names) if (record[name] !== undefined) return record[name];
  return undefined;
}

/** Reads planet entries from the engine's positions, whether a list or a record keyed by body name. */
function planetEntries(positions: unknown): PlanetEntry[] {
  const container = typeof positions === 'object' && positions !== null ? (positions as Record<string, unknown>) : {};
  const list = readField(container, 'Planets', 'planets', 'Positions', 'positions') ?? positions;
  const pairs: [string, unknown][] = Array.isArray(list)
    ? list.map((entry, index) => [String(readField(entry as Record<string, unknown>, 'Planet', 'planet', 'Name', 'name', 'Body', 'body') ?? index), entry])
    : typeof list === 'object' && list !== null
      ? Object.entries(list)
      : [];
  return pairs
    .filter(([, entry]) => typeof entry === 'object' && entry !== null)
    .map(([name, entry]) => {
      const record = entry as Record<string, unknown>;
      const gate = readField(record, 'Gate', 'gate');
      return {
        name,
        gate: typeof gate === 'number' ? gate : null,
        retrograde: readField(record, 'Retrograde', 'retrograde', 'IsRetrograde', 'isRetrograde') === true,
      };
    });
}

/** Builds the highlights of an update; `channelOf(a, b)` names the channel two gates form, if any. */
export function planetaryHighlights(
  positions: unknown,
  channelOf: (gateA: number, gateB: number) => string | undefined,
): PlanetaryUpdate['highlights'] {
  const entries = planetEntries(positions);
  const gatesActive = [...new Set(entries.map((entry) => entry.gate).filter((gate): gate is number => gate !== null))].sort((a, b) => a - b);
  const activeChannels = new Set<string>();
  for (const [index, gateA] of gatesActive.entries()) {
    for (const gateB of gatesActive.slice(index + 1)) {
      const channel = channelOf(gateA, gateB);
      if (channel !== undefined) activeChannels.add(channel);
    }
  }
  const gateOf = (name: string) => entries.find((entry) => entry.name.toLowerCase() === name)?.gate ?? null;
  return {
    sunGate: gateOf('sun'),
    moonGate: gateOf('moon'),
    activeChannels: [...activeChannels].sort(),
    retrogradePlanets: entries.filter((entry) => entry.retrograde).map((entry) => entry.name),
  };
}

/** Computes one `planetary-update` for `instant` (default: the context's now). Engine errors reject. */
export async function planetaryUpdate(context: OperationContext, instant: Date = context.now()): Promise<PlanetaryUpdate> {
  const positions = await context.engines.planetaryPositions(utcMoment(instant));
  const channelOf = (gateA: number, gateB: number): string | undefined => {
    try {
      context.engines.reference.getChannel(`${gateA}-${gateB}`);
      return `${Math.min(gateA, gateB)}-${Math.max(gateA, gateB)}`;
    } catch {
      return undefined;
    }
  };
  return {
    timestamp: instant.toISOString(),
    planets: positions.Planets,
    highlights: planetaryHighlights(positions, channelOf),
  };
}

/**
 * `GET /stream/planetary-positions`: opening the stream validates `interval`, authorizes (enhanced)
 * and charges 1 unit once; `run` computes the first update. Later updates are free.
 */
export const planetaryPositionsStream = defineOperation({
  name: 'planetary_positions_stream',
  category: 'enhanced',
  oauthScopes: ['charts'],
  units: 1,
  input: z.strictObject({
    interval: z
      .number({ error: 'The interval must be an integer number of seconds from 10 to 3600.' })
      .int('The interval must be an integer number of seconds from 10 to 3600.')
      .min(STREAM_INTERVAL_SECONDS.minimum, 'The interval must be an integer number of seconds from 10 to 3600.')
      .max(STREAM_INTERVAL_SECONDS.maximum, 'The interval must be an integer number of seconds from 10 to 3600.')
      .default(STREAM_INTERVAL_SECONDS.default),
  }),
  output: z.looseObject({ timestamp: z.string(), planets: z.unknown(), highlights: z.looseObject({}) }),
  rest: { method: 'get', path: '/stream/planetary-positions', tags: ['Transits'], responseMediaType: 'text/event-stream' },
  summary: 'Server-Sent Events: a planetary-update event every interval seconds (planets and highlights).',
  run: (_input, context) => planetaryUpdate(context),
});
