// Agreement of activationsAt (through @mandala/ephemeris) with activations computed from the Swiss Ephemeris
// positions of the ephemeris package's fixture (packages/ephemeris/test/fixtures/swisseph-positions.json).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { activationFromLongitude, activationsAt } from '../src/index';
import type { ActivatingBodyName } from '../src/index';

interface PositionFixture {
  columns: string[];
  rows: number[][];
}

const fixture = JSON.parse(
  readFileSync(new URL('../../ephemeris/test/fixtures/swisseph-positions.json', import.meta.url), 'utf8'),
) as PositionFixture;

const BODIES = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'NorthNode'] as const;
/** Largest share of instants whose line may differ from Swiss Ephemeris, per body. */
const MAX_LINE_MISMATCH = 0.005;

describe('activations agree with Swiss Ephemeris (1400 instants 1800-2200)', () => {
  const julianDayColumn = fixture.columns.indexOf('julianDayUt');
  const tallies = new Map<string, { gate: number; line: number; color: number }>();
  for (const row of fixture.rows) {
    const instant = new Date(((row[julianDayColumn] as number) - 2_440_587.5) * 86_400_000);
    const activations = activationsAt(instant);
    for (const body of BODIES) {
      const reference = activationFromLongitude(row[fixture.columns.indexOf(`${body}.longitude`)] as number);
      const computed = activations[body as ActivatingBodyName];
      const tally = tallies.get(body) ?? { gate: 0, line: 0, color: 0 };
      if (computed.Gate !== reference.gate) tally.gate++;
      if (computed.Gate !== reference.gate || computed.Line !== reference.line) tally.line++;
      if (computed.Gate !== reference.gate || computed.Line !== reference.line || computed.Color !== reference.color) tally.color++;
      tallies.set(body, tally);
    }
  }

  it(`differs in line for at most ${MAX_LINE_MISMATCH * 100}% of instants per body`, () => {
    const count = fixture.rows.length;
    const report = [...tallies].map(([body, tally]) => `${body} gate ${tally.gate} line ${tally.line} color ${tally.color}`);
    console.log(`mismatches out of ${count} instants: ${report.join('; ')}`);
    for (const [, tally] of tallies) expect(tally.line / count).toBeLessThanOrEqual(MAX_LINE_MISMATCH);
  });
});
