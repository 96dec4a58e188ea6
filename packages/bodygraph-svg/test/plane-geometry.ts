// Plane geometry for the layout tests: distances between points, segments and polygons.
import type { Point } from '../src/layout';

export function isInsidePolygon(point: Point, vertices: readonly Point[]): boolean {
  let inside = false;
  for (let index = 0, previous = vertices.length - 1; index < vertices.length; previous = index++) {
    const a = vertices[index] as Point;
    const b = vertices[previous] as Point;
    if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

export function distanceToSegment(point: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared));
  return Math.hypot(point.x - (a.x + t * dx), point.y - (a.y + t * dy));
}

export function distanceToPolyline(point: Point, points: readonly Point[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (let index = 1; index < points.length; index++) best = Math.min(best, distanceToSegment(point, points[index - 1] as Point, points[index] as Point));
  return best;
}

/** Distance to the outline of a closed polygon. */
export function distanceToOutline(point: Point, vertices: readonly Point[]): number {
  return distanceToPolyline(point, [...vertices, vertices[0] as Point]);
}

/** Distance to a filled polygon: 0 inside. */
export function distanceToPolygon(point: Point, vertices: readonly Point[]): number {
  return isInsidePolygon(point, vertices) ? 0 : distanceToOutline(point, vertices);
}

/** Points every `stepLength` along a polyline, ends included. */
export function samplePolyline(points: readonly Point[], stepLength = 1): Point[] {
  const samples: Point[] = [points[0] as Point];
  for (let index = 1; index < points.length; index++) {
    const a = points[index - 1] as Point;
    const b = points[index] as Point;
    const steps = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / stepLength));
    for (let step = 1; step <= steps; step++) samples.push({ x: a.x + ((b.x - a.x) * step) / steps, y: a.y + ((b.y - a.y) * step) / steps });
  }
  return samples;
}
