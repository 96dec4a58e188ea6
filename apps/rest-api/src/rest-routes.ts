import {
  celebrityDetail,
  celebritySearch,
  compositeChartV1,
  compositeChartV2,
  libraryCenter,
  libraryCenters,
  libraryChannel,
  libraryChannels,
  libraryGate,
  libraryGates,
  libraryProfile,
  libraryProfiles,
  locationSearch,
  natalChartV1,
  natalChartV2,
  natalChartV3,
  planetaryPositions,
  planetaryPositionsStream,
  transitChart,
} from '@mandala/operations';
import type { RouteBinding, StaticRouteDocumentation } from '@mandala/operations';

const calculation = { inputLocation: 'query', acceptsIdempotencyKey: true } as const;
const lookup = { inputLocation: 'query', acceptsIdempotencyKey: false } as const;

/** Every REST route that runs an operation: path (OpenAPI template), method, operation, parameter aliases. */
export const restRoutes: readonly RouteBinding[] = [
  { method: 'get', path: '/hd-data', operation: natalChartV1, ...calculation, tags: ['Charts'] },
  { method: 'get', path: '/v2/hd-data', operation: natalChartV2, ...calculation, tags: ['Charts'] },
  { method: 'get', path: '/v3/hd-data', operation: natalChartV3, ...calculation, tags: ['Charts'] },
  { method: 'get', path: '/hd-data-composite', operation: compositeChartV1, ...calculation, tags: ['Charts'] },
  { method: 'get', path: '/v2/hd-data-composite', operation: compositeChartV2, ...calculation, tags: ['Charts'] },
  { method: 'get', path: '/hd-data-transit', operation: transitChart, ...calculation, tags: ['Transits'] },
  { method: 'get', path: '/planetary-positions', operation: planetaryPositions, ...calculation, tags: ['Transits'] },
  { method: 'get', path: '/library/gates', operation: libraryGates, ...lookup, tags: ['Reference library'] },
  { method: 'get', path: '/library/gates/{gateNumber}', operation: libraryGate, ...lookup, tags: ['Reference library'] },
  { method: 'get', path: '/library/channels', operation: libraryChannels, ...lookup, tags: ['Reference library'] },
  { method: 'get', path: '/library/channels/{channelId}', operation: libraryChannel, ...lookup, tags: ['Reference library'] },
  { method: 'get', path: '/library/centers', operation: libraryCenters, ...lookup, tags: ['Reference library'] },
  { method: 'get', path: '/library/centers/{centerName}', operation: libraryCenter, ...lookup, tags: ['Reference library'] },
  { method: 'get', path: '/library/profiles', operation: libraryProfiles, ...lookup, tags: ['Reference library'] },
  { method: 'get', path: '/library/profiles/{profileId}', operation: libraryProfile, ...lookup, tags: ['Reference library'] },
  { method: 'get', path: '/locations', operation: locationSearch, ...lookup, aliases: { q: 'query' }, tags: ['Places and people'] },
  { method: 'get', path: '/celebrity/search', operation: celebritySearch, ...lookup, tags: ['Places and people'] },
  { method: 'get', path: '/celebrity/{slugOrId}', operation: celebrityDetail, ...lookup, tags: ['Places and people'] },
];

/** The SSE route (handled by the stream hub, documented like the others). No `Idempotency-Key`. */
export const streamRoute: RouteBinding = {
  method: 'get',
  path: '/stream/planetary-positions',
  operation: planetaryPositionsStream,
  inputLocation: 'query',
  acceptsIdempotencyKey: false,
  responseMediaType: 'text/event-stream',
  tags: ['Transits'],
};

/** Routes without an operation, for the OpenAPI document. */
export const staticRoutes: readonly StaticRouteDocumentation[] = [
  { method: 'post', path: '/webhooks/subscribe', summary: 'Legacy webhook route: not part of this release (501).', status: 501, authenticated: false, tags: ['Legacy'] },
  { method: 'post', path: '/webhooks/unsubscribe', summary: 'Legacy webhook route: not part of this release (501).', status: 501, authenticated: false, tags: ['Legacy'] },
  { method: 'get', path: '/webhooks/status', summary: 'Legacy webhook route: not part of this release (501).', status: 501, authenticated: false, tags: ['Legacy'] },
  { method: 'get', path: '/healthz', summary: 'Liveness: the process answers (200).', status: 200, authenticated: false, tags: ['Service'] },
  { method: 'get', path: '/readyz', summary: 'Readiness: the key store answers (200, or 503).', status: 200, authenticated: false, tags: ['Service'] },
];

/** `/library/gates/{gateNumber}` → `/library/gates/:gateNumber` (Koa router syntax). */
export function koaPath(openApiPath: string): string {
  return openApiPath.replace(/\{([^}]+)\}/g, ':$1');
}
