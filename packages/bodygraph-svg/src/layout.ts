// The classic bodygraph geometry, in a 440 × 730 box (x grows right, y grows down). Computed once at
// module load: centers as polygons, each gate as a point just inside its center's edge (on the side
// facing the center it connects to), each channel as a polyline between its two gates, cut at half
// its length into the two halves that belong to its gates.
import { channels } from '@mandala/reference-library';
import type { CenterName } from '@mandala/reference-library';

export const BODYGRAPH_WIDTH = 440;
export const BODYGRAPH_HEIGHT = 730;

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A gate on a center: on edge `edge` (from vertex `edge` to the next) at fraction `t`. */
interface GateOnEdge {
  readonly gate: number;
  readonly edge: number;
  readonly t: number;
}

interface CenterSpec {
  readonly name: CenterName;
  readonly vertices: readonly Point[];
  readonly gates: readonly GateOnEdge[];
}

const p = (x: number, y: number): Point => ({ x, y });
const on = (gate: number, edge: number, t: number): GateOnEdge => ({ gate, edge, t });

/** Distance from the edge to a gate's circle center, toward the inside of the shape. */
const GATE_INSET = 11;

const centerSpecs: readonly CenterSpec[] = [
  // Triangle pointing up; gates on the base, facing the Ajna.
  { name: 'Head', vertices: [p(220, 18), p(272, 100), p(168, 100)], gates: [on(64, 1, 0.8), on(61, 1, 0.5), on(63, 1, 0.2)] },
  // Triangle pointing down; 47/24/4 on top, 17/11 on the lower sides, 43 at the tip.
  {
    name: 'Ajna',
    vertices: [p(168, 130), p(272, 130), p(220, 212)],
    gates: [on(47, 0, 0.2), on(24, 0, 0.5), on(4, 0, 0.8), on(11, 1, 0.45), on(43, 1, 0.92), on(17, 2, 0.55)],
  },
  // Square: 62/23/56 on top, 16/20 left, 35/12/45 right, 31/8/33 at the bottom.
  {
    name: 'Throat',
    vertices: [p(175, 242), p(265, 242), p(265, 332), p(175, 332)],
    gates: [
      on(62, 0, 0.25), on(23, 0, 0.5), on(56, 0, 0.75),
      on(35, 1, 0.3), on(12, 1, 0.5), on(45, 1, 0.7),
      on(33, 2, 0.25), on(8, 2, 0.5), on(31, 2, 0.75),
      on(20, 3, 0.3), on(16, 3, 0.7),
    ],
  },
  // Diamond: 1 top, 13 upper right, 25 right, 46 lower right, 2 bottom, 15 lower left, 10 left, 7 upper left.
  {
    name: 'G',
    vertices: [p(220, 360), p(280, 420), p(220, 480), p(160, 420)],
    gates: [on(1, 0, 0.02), on(13, 0, 0.32), on(25, 1, 0.02), on(46, 1, 0.6), on(2, 2, 0.02), on(15, 2, 0.4), on(10, 3, 0.02), on(7, 3, 0.68)],
  },
  // Small triangle right of the G: 21 near the tip and 51 on the left side, 26 and 40 on the base.
  {
    name: 'Heart',
    vertices: [p(322, 398), p(354, 478), p(264, 478)],
    gates: [on(40, 1, 0.22), on(26, 1, 0.75), on(51, 2, 0.5), on(21, 2, 0.88)],
  },
  // Triangle on the right pointing left: 6 at the tip, 37/22/36 on the upper side, 49/55/30 on the lower one.
  {
    name: 'Solar Plexus',
    vertices: [p(335, 560), p(432, 492), p(432, 628)],
    gates: [on(6, 0, 0.03), on(37, 0, 0.33), on(22, 0, 0.58), on(36, 0, 0.83), on(30, 2, 0.17), on(55, 2, 0.42), on(49, 2, 0.67)],
  },
  // Square: 5/14/29 on top, 34/27 left, 59 right, 42/3/9 at the bottom.
  {
    name: 'Sacral',
    vertices: [p(175, 510), p(265, 510), p(265, 600), p(175, 600)],
    gates: [on(5, 0, 0.25), on(14, 0, 0.5), on(29, 0, 0.75), on(59, 1, 0.6), on(9, 2, 0.25), on(3, 2, 0.5), on(42, 2, 0.75), on(27, 3, 0.35), on(34, 3, 0.68)],
  },
  // Triangle on the left pointing right: 48/57/44/50 on the upper side, 32/28/18 on the lower one.
  {
    name: 'Spleen',
    vertices: [p(8, 492), p(105, 560), p(8, 628)],
    gates: [on(48, 0, 0.17), on(57, 0, 0.42), on(44, 0, 0.67), on(50, 0, 0.92), on(32, 1, 0.33), on(28, 1, 0.58), on(18, 1, 0.83)],
  },
  // Square at the bottom: 53/60/52 on top, 19/39/41 right, 54/38/58 left.
  {
    name: 'Root',
    vertices: [p(175, 638), p(265, 638), p(265, 726), p(175, 726)],
    gates: [on(53, 0, 0.25), on(60, 0, 0.5), on(52, 0, 0.75), on(19, 1, 0.32), on(39, 1, 0.58), on(41, 1, 0.84), on(58, 3, 0.16), on(38, 3, 0.42), on(54, 3, 0.68)],
  },
];

/** Bends for channels a straight line would draw through another center. */
const channelWaypoints: Readonly<Record<string, readonly Point[]>> = {
  '20-34': [p(150, 352), p(150, 488)],
};

export interface CenterGeometry {
  readonly name: CenterName;
  /** `points` attribute of the polygon. */
  readonly points: string;
}

export interface GateGeometry {
  readonly gate: number;
  readonly center: CenterName;
  readonly at: Point;
  /** Outward unit normals of the side the gate sits on (both sides at a corner). */
  readonly facing: readonly Point[];
}

export interface ChannelHalfGeometry {
  readonly gate: number;
  /** `d` attribute of the half's path, from the gate to the middle of the channel. */
  readonly d: string;
}

export interface ChannelGeometry {
  readonly id: string;
  readonly gates: readonly [number, number];
  readonly centers: readonly [CenterName, CenterName];
  /** `d` of the whole channel, gate to gate. */
  readonly d: string;
  readonly halves: readonly [ChannelHalfGeometry, ChannelHalfGeometry];
}

const round = (value: number): number => Math.round(value * 10) / 10;

function centroid(vertices: readonly Point[]): Point {
  const sum = vertices.reduce((total, vertex) => ({ x: total.x + vertex.x, y: total.y + vertex.y }), { x: 0, y: 0 });
  return { x: sum.x / vertices.length, y: sum.y / vertices.length };
}

function outwardNormal(spec: CenterSpec, edge: number): Point {
  const from = spec.vertices[edge % spec.vertices.length] as Point;
  const to = spec.vertices[(edge + 1) % spec.vertices.length] as Point;
  const middle = centroid(spec.vertices);
  const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  const normal = { x: (to.y - from.y) / length, y: -(to.x - from.x) / length };
  const inward = normal.x * (middle.x - from.x) + normal.y * (middle.y - from.y) > 0;
  return inward ? { x: -normal.x, y: -normal.y } : normal;
}

/** A gate's circle center and the outward normals of the side(s) it sits on (two at a corner). */
function gatePoint(spec: CenterSpec, placement: GateOnEdge): { at: Point; facing: Point[] } {
  const from = spec.vertices[placement.edge] as Point;
  const to = spec.vertices[(placement.edge + 1) % spec.vertices.length] as Point;
  const onEdge = { x: from.x + (to.x - from.x) * placement.t, y: from.y + (to.y - from.y) * placement.t };
  const middle = centroid(spec.vertices);
  const count = spec.vertices.length;
  const normal = outwardNormal(spec, placement.edge);
  // Inward: toward the centroid at a corner, perpendicular to the edge elsewhere.
  const atStart = placement.t < 0.06;
  const atEnd = placement.t > 0.94;
  let dx = -normal.x;
  let dy = -normal.y;
  if (atStart || atEnd) {
    dx = middle.x - onEdge.x;
    dy = middle.y - onEdge.y;
  }
  const length = Math.hypot(dx, dy) || 1;
  const facing = atStart
    ? [outwardNormal(spec, placement.edge + count - 1), normal]
    : atEnd
      ? [normal, outwardNormal(spec, placement.edge + 1)]
      : [normal];
  return { at: { x: round(onEdge.x + (dx / length) * GATE_INSET), y: round(onEdge.y + (dy / length) * GATE_INSET) }, facing };
}

const pathOf = (points: readonly Point[]): string => points.map((point, index) => `${index === 0 ? 'M' : 'L'}${round(point.x)} ${round(point.y)}`).join('');

/** Splits a polyline at half its length: the half from its start, the half from its end (each toward the middle). */
function splitInHalves(points: readonly Point[]): [Point[], Point[]] {
  const lengths = points.slice(1).map((point, index) => Math.hypot(point.x - (points[index] as Point).x, point.y - (points[index] as Point).y));
  let remaining = lengths.reduce((sum, length) => sum + length, 0) / 2;
  const first: Point[] = [points[0] as Point];
  for (let index = 0; index < lengths.length; index++) {
    const from = points[index] as Point;
    const to = points[index + 1] as Point;
    const length = lengths[index] as number;
    if (remaining <= length) {
      const t = length === 0 ? 0 : remaining / length;
      const middle = { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t };
      first.push(middle);
      const second = [middle, ...points.slice(index + 1)].reverse();
      return [first, second];
    }
    first.push(to);
    remaining -= length;
  }
  return [first, [points[points.length - 1] as Point]];
}

export const centerGeometries: readonly CenterGeometry[] = centerSpecs.map((spec) => ({
  name: spec.name,
  points: spec.vertices.map((vertex) => `${vertex.x},${vertex.y}`).join(' '),
}));

export const gateGeometries: readonly GateGeometry[] = centerSpecs
  .flatMap((spec) => spec.gates.map((placement) => ({ gate: placement.gate, center: spec.name, ...gatePoint(spec, placement) })))
  .sort((a, b) => a.gate - b.gate);

const gateAt = new Map(gateGeometries.map((geometry) => [geometry.gate, geometry.at]));

export const channelGeometries: readonly ChannelGeometry[] = channels.map((channel) => {
  const [lowGate, highGate] = channel.gates;
  const points = [gateAt.get(lowGate) as Point, ...(channelWaypoints[channel.id] ?? []), gateAt.get(highGate) as Point];
  const [lowHalf, highHalf] = splitInHalves(points);
  return {
    id: channel.id,
    gates: [lowGate, highGate],
    centers: [channel.centers[0], channel.centers[1]],
    d: pathOf(points),
    halves: [
      { gate: lowGate, d: pathOf(lowHalf) },
      { gate: highGate, d: pathOf(highHalf) },
    ],
  };
});
