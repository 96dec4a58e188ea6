// The classic bodygraph geometry, in a 440 × 730 box (x grows right, y grows down). Computed once at
// module load: centers as polygons, each gate as a point just inside its center's edge (on the side
// facing the center it connects to), each channel as a polyline between its two gates, cut at half
// its length into the two halves that belong to its gates.
import { channels } from '@mandala/reference-library';
import type { CenterName } from '@mandala/reference-library';

export const BODYGRAPH_WIDTH = 440;
export const BODYGRAPH_HEIGHT = 752;
/** Radius of a gate's circle. */
export const GATE_RADIUS = 8.5;
/** Width of a channel's outline stroke (the pipe). */
export const CHANNEL_OUTER_WIDTH = 11;
/** Width of a channel half's colored stroke inside the pipe. */
export const CHANNEL_INNER_WIDTH = 7;

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
/** A placement this close to either end of its edge (as a fraction of the edge) sits in the corner. */
const CORNER_FRACTION = 0.06;
/** Gap between a corner gate's circle and the two sides of its corner. */
const CORNER_MARGIN = 1.5;

const centerSpecs: readonly CenterSpec[] = [
  // Triangle pointing up; gates on the base, facing the Ajna.
  { name: 'Head', vertices: [p(220, 14), p(272, 96), p(168, 96)], gates: [on(64, 1, 0.8), on(61, 1, 0.5), on(63, 1, 0.2)] },
  // Triangle pointing down; 47/24/4 on top, 11 on the right side, 43 at the tip, 17 on the left side.
  {
    name: 'Ajna',
    vertices: [p(168, 126), p(272, 126), p(220, 208)],
    gates: [on(47, 0, 0.2), on(24, 0, 0.5), on(4, 0, 0.8), on(11, 1, 0.45), on(43, 1, 1), on(17, 2, 0.55)],
  },
  // Square: 62/23/56 on top, 35/12/45 right, 33/8/31 at the bottom, 20/16 left.
  {
    name: 'Throat',
    vertices: [p(175, 238), p(265, 238), p(265, 328), p(175, 328)],
    gates: [
      on(62, 0, 0.28), on(23, 0, 0.5), on(56, 0, 0.72),
      on(35, 1, 0.28), on(12, 1, 0.5), on(45, 1, 0.72),
      on(33, 2, 0.28), on(8, 2, 0.5), on(31, 2, 0.72),
      on(20, 3, 0.34), on(16, 3, 0.66),
    ],
  },
  // Diamond: 1 top, 13 upper right, 25 right, 46 lower right, 2 bottom, 15 lower left, 10 left, 7 upper left.
  {
    name: 'G',
    vertices: [p(220, 358), p(280, 418), p(220, 478), p(160, 418)],
    gates: [on(1, 0, 0), on(13, 0, 0.4), on(25, 1, 0), on(46, 1, 0.6), on(2, 2, 0), on(15, 2, 0.4), on(10, 3, 0), on(7, 3, 0.6)],
  },
  // Small triangle right of and below the G: 21 near the top and 51 on the left side, 26 at the lower
  // left corner (toward the Spleen, under the G) and 40 on the right side (toward the Solar Plexus).
  {
    name: 'Heart',
    vertices: [p(304, 408), p(344, 494), p(262, 494)],
    gates: [on(40, 0, 0.68), on(26, 2, 0), on(51, 2, 0.4), on(21, 2, 0.74)],
  },
  // Triangle on the right pointing left: 6 at the tip, 37/22/36 on the upper side, 30/55/49 on the lower one.
  {
    name: 'Solar Plexus',
    vertices: [p(336, 566), p(434, 494), p(434, 638)],
    gates: [on(6, 0, 0), on(37, 0, 0.4), on(22, 0, 0.6), on(36, 0, 0.8), on(30, 2, 0.22), on(55, 2, 0.44), on(49, 2, 0.66)],
  },
  // Square: 5/14/29 on top, 59 right, 42/3/9 at the bottom, 27/34 left.
  {
    name: 'Sacral',
    vertices: [p(175, 530), p(265, 530), p(265, 620), p(175, 620)],
    gates: [on(5, 0, 0.28), on(14, 0, 0.5), on(29, 0, 0.72), on(59, 1, 0.6), on(9, 2, 0.25), on(3, 2, 0.5), on(42, 2, 0.75), on(27, 3, 0.35), on(34, 3, 0.68)],
  },
  // Triangle on the left pointing right: 48/57/44/50 on the upper side, 32/28/18 on the lower one.
  {
    name: 'Spleen',
    vertices: [p(6, 494), p(104, 566), p(6, 638)],
    gates: [on(48, 0, 0.27), on(57, 0, 0.46), on(44, 0, 0.65), on(50, 0, 0.84), on(32, 1, 0.34), on(28, 1, 0.56), on(18, 1, 0.78)],
  },
  // Square at the bottom: 53/60/52 on top, 19/39/41 right, 58/38/54 left.
  {
    name: 'Root',
    vertices: [p(175, 660), p(265, 660), p(265, 748), p(175, 748)],
    gates: [on(53, 0, 0.25), on(60, 0, 0.5), on(52, 0, 0.75), on(19, 1, 0.32), on(39, 1, 0.58), on(41, 1, 0.84), on(58, 3, 0.16), on(38, 3, 0.42), on(54, 3, 0.68)],
  },
];

/** Bends for channels a straight line would draw through another center. 20-34 passes left of the G. */
const channelWaypoints: Readonly<Record<string, readonly Point[]>> = {
  '20-34': [p(146, 418), p(146, 524)],
};

export interface CenterGeometry {
  readonly name: CenterName;
  readonly vertices: readonly Point[];
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
  /** The polyline from the lower gate to the higher one, bends included. */
  readonly points: readonly Point[];
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
  const count = spec.vertices.length;
  const from = spec.vertices[placement.edge] as Point;
  const to = spec.vertices[(placement.edge + 1) % count] as Point;
  const normal = outwardNormal(spec, placement.edge);
  const atStart = placement.t < CORNER_FRACTION;
  const atEnd = placement.t > 1 - CORNER_FRACTION;
  if (!atStart && !atEnd) {
    const onEdge = { x: from.x + (to.x - from.x) * placement.t, y: from.y + (to.y - from.y) * placement.t };
    return { at: { x: round(onEdge.x - normal.x * GATE_INSET), y: round(onEdge.y - normal.y * GATE_INSET) }, facing: [normal] };
  }
  // At a corner: on the bisector, far enough in for the circle to clear both sides by CORNER_MARGIN.
  const cornerIndex = atStart ? placement.edge : (placement.edge + 1) % count;
  const corner = spec.vertices[cornerIndex] as Point;
  const previous = spec.vertices[(cornerIndex + count - 1) % count] as Point;
  const next = spec.vertices[(cornerIndex + 1) % count] as Point;
  const unit = (vertex: Point): Point => {
    const length = Math.hypot(vertex.x - corner.x, vertex.y - corner.y);
    return { x: (vertex.x - corner.x) / length, y: (vertex.y - corner.y) / length };
  };
  const towardPrevious = unit(previous);
  const towardNext = unit(next);
  const bisector = { x: towardPrevious.x + towardNext.x, y: towardPrevious.y + towardNext.y };
  const bisectorLength = Math.hypot(bisector.x, bisector.y);
  const halfAngle = Math.acos(Math.max(-1, Math.min(1, towardPrevious.x * towardNext.x + towardPrevious.y * towardNext.y))) / 2;
  const distance = (GATE_RADIUS + CORNER_MARGIN) / Math.sin(halfAngle);
  const at = { x: round(corner.x + (bisector.x / bisectorLength) * distance), y: round(corner.y + (bisector.y / bisectorLength) * distance) };
  const facing = [outwardNormal(spec, (cornerIndex + count - 1) % count), outwardNormal(spec, cornerIndex)];
  return { at, facing };
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
  vertices: spec.vertices,
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
    points,
    d: pathOf(points),
    halves: [
      { gate: lowGate, d: pathOf(lowHalf) },
      { gate: highGate, d: pathOf(highHalf) },
    ],
  };
});
