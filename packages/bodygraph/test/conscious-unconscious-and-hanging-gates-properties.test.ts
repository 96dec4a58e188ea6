// Property tests of the chart-depth fields against the 26 activations: charts from arbitrary longitudes
// (fast-check), then each field checked from the Gates list alone.
import { channels as channelTable, getGate } from '@mandala/reference-library';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chartFromLongitudes, compositeFromCharts, natalChartCoreAt, transitFromCharts } from '../src/index';
import type { NatalChartV3, SidePositions } from '../src/index';
import { sideCoreFromPositions } from '../src/chart-core';

const SOURCE_BODIES = ['Sun', 'Moon', 'NorthNode', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
const longitude = fc.double({ min: 0, max: 359.999999, noNaN: true });
const side = fc.tuple(...SOURCE_BODIES.map(() => longitude)).map(
  (values) => Object.fromEntries(SOURCE_BODIES.map((body, index) => [body, values[index]])) as SidePositions,
);
const chartArbitrary = fc.record({ personality: side, design: side }).map((longitudes) =>
  chartFromLongitudes(longitudes, { version: 'v3', birthInstant: new Date('2000-01-01T00:00:00Z'), designInstant: new Date('1999-10-03T00:00:00Z') }),
);
const RUNS = 400;

type Side = 'Personality' | 'Design';
function gatesOfSide(chart: NatalChartV3, which: Side): Set<number> {
  return new Set(chart.Gates.filter((entry) => entry.Activation === which).map((entry) => entry.Gate));
}
function coverage(personality: boolean, design: boolean): 'Personality' | 'Design' | 'Both' {
  return personality && !design ? 'Personality' : design && !personality ? 'Design' : 'Both';
}

describe('conscious and unconscious definition (property tests over arbitrary charts)', () => {
  it('attributes every defined channel to exactly the sides whose activations complete it', () => {
    fc.assert(
      fc.property(chartArbitrary, (chart) => {
        const personality = gatesOfSide(chart, 'Personality');
        const design = gatesOfSide(chart, 'Design');
        for (const channel of chart.Channels) {
          const [low, high] = channel.Gates;
          const byPersonality = personality.has(low) && personality.has(high);
          const byDesign = design.has(low) && design.has(high);
          expect(channel.Activation).toBe(coverage(byPersonality, byDesign));
          expect(channel.GateActivations).toEqual(
            [low, high].map((gate) => coverage(personality.has(gate), design.has(gate)) as string),
          );
          const list = byPersonality && !byDesign ? 'ConsciousOnly' : byDesign && !byPersonality ? 'UnconsciousOnly' : 'Shared';
          expect(chart.DefinitionSides[list].Channels).toContain(channel.Id);
        }
        const listed = [...chart.DefinitionSides.ConsciousOnly.Channels, ...chart.DefinitionSides.UnconsciousOnly.Channels, ...chart.DefinitionSides.Shared.Channels];
        expect(listed.sort()).toEqual(chart.Channels.map((channel) => channel.Id).sort());
      }),
      { numRuns: RUNS },
    );
  });

  it('attributes every defined center to the sides whose own channels define it, and the lists partition the defined centers', () => {
    fc.assert(
      fc.property(chartArbitrary, (chart) => {
        const personality = gatesOfSide(chart, 'Personality');
        const design = gatesOfSide(chart, 'Design');
        const definedBy = (gates: Set<number>, center: string) =>
          channelTable.some((channel) => channel.centers.includes(center as never) && gates.has(channel.gates[0]) && gates.has(channel.gates[1]));
        for (const center of chart.Centers) {
          if (!center.Defined) {
            expect(center.Activation).toBeNull();
            continue;
          }
          const expected = coverage(definedBy(personality, center.Name), definedBy(design, center.Name));
          expect(center.Activation).toBe(expected);
          const list = expected === 'Personality' ? 'ConsciousOnly' : expected === 'Design' ? 'UnconsciousOnly' : 'Shared';
          expect(chart.DefinitionSides[list].Centers).toContain(center.Name);
        }
        const listed = [...chart.DefinitionSides.ConsciousOnly.Centers, ...chart.DefinitionSides.UnconsciousOnly.Centers, ...chart.DefinitionSides.Shared.Centers];
        expect(listed.sort()).toEqual([...chart.DefinedCenters].sort());
      }),
      { numRuns: RUNS },
    );
  });

  it('puts every activated gate in exactly the gate category of the sides activating it', () => {
    fc.assert(
      fc.property(chartArbitrary, (chart) => {
        const personality = gatesOfSide(chart, 'Personality');
        const design = gatesOfSide(chart, 'Design');
        const expected = { PersonalityOnly: [] as number[], DesignOnly: [] as number[], Both: [] as number[] };
        for (let gate = 1; gate <= 64; gate++) {
          if (personality.has(gate) && design.has(gate)) expected.Both.push(gate);
          else if (personality.has(gate)) expected.PersonalityOnly.push(gate);
          else if (design.has(gate)) expected.DesignOnly.push(gate);
        }
        expect(chart.GateCategories).toEqual(expected);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('hanging gates (property tests over arbitrary charts)', () => {
  it('lists exactly the activated gates with no activated channel partner, in their center, with every partner that would complete them', () => {
    fc.assert(
      fc.property(chartArbitrary, (chart) => {
        const activated = new Set(chart.Gates.map((entry) => entry.Gate));
        const personality = gatesOfSide(chart, 'Personality');
        const design = gatesOfSide(chart, 'Design');
        const expected = [...activated].filter((gate) => !getGate(gate).channelPartners.some((partner) => activated.has(partner))).sort((a, b) => a - b);
        const listed = chart.HangingGates.map((hanging) => hanging.Gate);
        expect([...listed].sort((a, b) => a - b)).toEqual(expected);
        const centerOrder = chart.Centers.map((center) => center.Name);
        const byCenterThenGate = [...chart.HangingGates].sort(
          (a, b) => centerOrder.indexOf(a.Center) - centerOrder.indexOf(b.Center) || a.Gate - b.Gate,
        );
        expect(listed).toEqual(byCenterThenGate.map((hanging) => hanging.Gate));
        for (const hanging of chart.HangingGates) {
          expect(getGate(hanging.Gate).center).toBe(hanging.Center);
          expect(chart.Centers.find((center) => center.Name === hanging.Center)?.Gates).toContain(hanging.Gate);
          expect(hanging.CompletingGates).toEqual([...getGate(hanging.Gate).channelPartners]);
          for (const partner of hanging.CompletingGates) expect(activated.has(partner)).toBe(false);
          expect(hanging.Activation).toBe(coverage(personality.has(hanging.Gate), design.has(hanging.Gate)));
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('in composites and transits, marks as completed exactly the partners the other chart activates', () => {
    const instant = fc.integer({ min: Date.parse('1950-01-01T00:00:00Z'), max: Date.parse('2050-01-01T00:00:00Z') }).map((ms) => new Date(ms));
    fc.assert(
      fc.property(instant, instant, (first, second) => {
        const person0 = natalChartCoreAt(first, [], { withMotion: false });
        const person1 = natalChartCoreAt(second, [], { withMotion: false });
        const composite = compositeFromCharts(person0, person1, 'v2');
        const gates1 = new Set(composite.Person1.Gates.map((entry) => entry.Gate));
        const hanging0 = composite.Person0.HangingGates.map((hanging) => hanging.Gate);
        expect(composite.HangingGates.Person0.map((hanging) => hanging.Gate).sort((a, b) => a - b)).toEqual(hanging0.sort((a, b) => a - b));
        for (const hanging of composite.HangingGates.Person0) {
          expect(hanging.CompletedBy).toEqual(hanging.CompletingGates.filter((partner) => gates1.has(partner)));
          for (const partner of hanging.CompletedBy) {
            const id = `${Math.min(partner, hanging.Gate)}-${Math.max(partner, hanging.Gate)}`;
            expect(composite.Composite.Channels.map((channel) => channel.Id)).toContain(id);
          }
        }

        const transit = transitFromCharts(person0, sideCoreFromPositions(positionsAt(second), 'transit'), second);
        const transitGates = new Set(transit.TransitGates);
        for (const hanging of transit.HangingGates) {
          expect(hanging.CompletedBy).toEqual(hanging.CompletingGates.filter((partner) => transitGates.has(partner)));
        }
        expect(transit.HangingGates.map((hanging) => hanging.Gate).sort((a, b) => a - b)).toEqual(hanging0);
      }),
      { numRuns: 60 },
    );
  });
});

describe('circuitry (property tests over arbitrary charts)', () => {
  it("groups exactly the chart's channels by their own circuit and names the group with the most channels", () => {
    fc.assert(
      fc.property(chartArbitrary, (chart) => {
        const grouped = chart.Circuitry.Groups.flatMap((group) => group.Circuits.flatMap((circuit) => circuit.Channels));
        expect(grouped.sort()).toEqual(chart.Channels.map((channel) => channel.Id).sort());
        for (const group of chart.Circuitry.Groups) {
          expect(group.ChannelCount).toBe(group.Circuits.reduce((sum, circuit) => sum + circuit.Channels.length, 0));
          for (const circuit of group.Circuits) {
            for (const id of circuit.Channels) {
              const channel = chart.Channels.find((entry) => entry.Id === id)!;
              expect([channel.Circuit, channel.CircuitGroup]).toEqual([circuit.Name, group.Name]);
            }
          }
        }
        const counts = chart.Circuitry.Groups.map((group) => group.ChannelCount);
        const highest = Math.max(...counts);
        const leaders = chart.Circuitry.Groups.filter((group) => group.ChannelCount === highest);
        expect(chart.Circuitry.Dominant).toBe(highest > 0 && leaders.length === 1 ? leaders[0]!.Name : null);
      }),
      { numRuns: RUNS },
    );
  });
});

/** Transit side positions at `instant`: the natal personality longitudes of a chart computed then. */
function positionsAt(instant: Date): SidePositions {
  const core = natalChartCoreAt(instant, [], { withMotion: false }).core.personality;
  return Object.fromEntries(SOURCE_BODIES.map((body) => [body, core.longitudes[bodyIndex(body)] as number])) as SidePositions;
}

function bodyIndex(body: (typeof SOURCE_BODIES)[number]): number {
  return ['Sun', 'Earth', 'Moon', 'NorthNode', 'SouthNode', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'].indexOf(body);
}
