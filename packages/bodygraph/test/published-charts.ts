// Published charts with all 26 activations, each produced by an independent tool. Shared by the
// golden tests that run through the ephemeris and through Swiss Ephemeris longitudes.
import { expect } from 'vitest';
import type { NatalChartV3 } from '../src/natal-response-types';

type GateLine = [gate: number, line: number];

/** One published chart and what it says. */
export interface PublishedChart {
  source: string;
  birthUtc: string;
  /** Published design moment (minute precision). */
  designUtc: string;
  type: string;
  authority: string;
  definition: string;
  profile: string;
  cross: { name: string; gates: [number, number, number, number] };
  channels: string[];
  /** Sun, Earth, Moon, North Node, South Node, Mercury ... Pluto. */
  personality: GateLine[];
  design: GateLine[];
  /** Variables, where the source publishes them. */
  variables?: { notation: string; motivation: string; sense: string; transference: string; perspective: string; environment: string; determination: string; determinationVariant: string };
}

export const PUBLISHED_CHARTS: readonly PublishedChart[] = [
  {
    source: 'guimafx/humandesign-php README validation vector + tests/reference/guilherme.php (Sao Paulo 11:05 local)',
    birthUtc: '1982-03-27T14:05:00Z',
    designUtc: '1981-12-30T08:47:00Z',
    type: 'Generator',
    authority: 'Emotional',
    definition: 'Split Definition',
    profile: '3/6',
    cross: { name: 'Right Angle Cross of Service 1', gates: [17, 18, 58, 52] },
    channels: ['17-62', '18-58', '19-49', '27-50', '32-54', '34-57'],
    personality: [[17, 3], [18, 3], [27, 4], [53, 5], [54, 5], [22, 6], [49, 2], [48, 3], [44, 2], [57, 6], [34, 5], [11, 5], [32, 6]],
    design: [[58, 6], [52, 6], [49, 4], [62, 2], [61, 2], [54, 6], [19, 2], [18, 3], [28, 5], [32, 1], [34, 3], [11, 3], [50, 1]],
  },
  {
    source: 'batelzeek36/Star_System_Sorter_React_Web .gpt-4o-rules/my-hd.md (Attleboro, Massachusetts, 00:03 local)',
    birthUtc: '1992-10-03T04:03:00Z',
    designUtc: '1992-07-03T22:14:00Z',
    type: 'Manifesting Generator',
    authority: 'Sacral',
    definition: 'Split Definition',
    profile: '1/3',
    cross: { name: 'Right Angle Cross of Tension 3', gates: [48, 21, 39, 38] },
    channels: ['13-33', '29-46', '32-54'],
    personality: [[48, 1], [21, 1], [58, 2], [11, 3], [12, 3], [32, 3], [44, 3], [39, 2], [46, 1], [19, 5], [38, 5], [54, 2], [43, 3]],
    design: [[39, 3], [38, 3], [29, 6], [10, 3], [15, 3], [33, 1], [53, 3], [2, 1], [40, 5], [13, 5], [54, 2], [54, 3], [43, 2]],
    variables: {
      notation: 'PLL DLL',
      motivation: 'Guilt',
      sense: 'Action',
      transference: 'Hope',
      perspective: 'Possibility',
      environment: 'Mountains',
      determination: 'Light',
      determinationVariant: 'Direct',
    },
  },
];

const BODY_ORDER = ['Sun', 'Earth', 'Moon', 'NorthNode', 'SouthNode', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;

function gateLines(chart: NatalChartV3, side: 'Personality' | 'Design'): GateLine[] {
  return BODY_ORDER.map((body) => [chart.Planets[side][body].Gate, chart.Planets[side][body].Line]);
}

/** Asserts that a computed v3 chart says what the published chart says. */
export function expectPublishedChart(chart: NatalChartV3, published: PublishedChart): void {
  expect(Math.abs(Date.parse(chart.DesignDateUtc) - Date.parse(published.designUtc))).toBeLessThan(120_000);
  expect(chart.Type.Name).toBe(published.type);
  expect(chart.Authority.Name).toBe(published.authority);
  expect(chart.Definition.Name).toBe(published.definition);
  expect(chart.Profile.Id).toBe(published.profile);
  expect(chart.IncarnationCross).toMatchObject({ Name: published.cross.name, Gates: published.cross.gates });
  expect(chart.Channels.map((channel) => channel.Id).sort()).toEqual([...published.channels].sort());
  expect(gateLines(chart, 'Personality')).toEqual(published.personality);
  expect(gateLines(chart, 'Design')).toEqual(published.design);
  if (published.variables !== undefined) {
    const variables = published.variables;
    expect(chart.Variables.Notation).toBe(variables.notation);
    expect(chart.Variables.Motivation).toMatchObject({ Name: variables.motivation, Sense: variables.sense, Transference: variables.transference });
    expect(chart.Variables.Perspective.Name).toBe(variables.perspective);
    expect(chart.Variables.Environment.Name).toBe(variables.environment);
    expect(chart.Variables.Determination).toMatchObject({ Name: variables.determination, Variant: variables.determinationVariant });
  }
}
