import { accessErrorHttpStatus } from '@mandala/access/policy';
import type { AccessErrorCode } from '@mandala/access/policy';
import type { AtlasErrorCode } from '@mandala/atlas';
import type { BodygraphErrorCode } from '@mandala/bodygraph';
import type { CalendarErrorCode } from '@mandala/calendar';
import type { CelebrityErrorCode } from '@mandala/celebrities';
import type { EphemerisErrorCode } from '@mandala/ephemeris';
import type { ReferenceLibraryErrorCode } from '@mandala/reference-library';
import type { OperationErrorCode } from './errors';

/** Every error code any Mandala package can throw. */
export type MandalaErrorCode =
  | OperationErrorCode
  | AccessErrorCode
  | EphemerisErrorCode
  | BodygraphErrorCode
  | CalendarErrorCode
  | ReferenceLibraryErrorCode
  | AtlasErrorCode
  | CelebrityErrorCode;

/**
 * THE table from every Mandala error code (any package) to its HTTP status. REST, Agent HTTP
 * and MCP read only this; no route picks a status itself. The type makes it complete: a package that
 * adds a code does not compile here until the code has a status. Unknown codes map to 500.
 */
export const errorStatusTable: Readonly<Record<MandalaErrorCode, number>> = {
  // @mandala/operations
  validation_error: 400,
  unknown_operation: 404,
  route_not_found: 404,
  resource_not_found: 404,
  origin_not_allowed: 403,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  internal_error: 500,
  output_contract_violation: 500,
  not_implemented: 501,
  provider_failed: 502,
  execution_timed_out: 504,
  shutting_down: 503,
  metrics_unavailable: 503,
  // @mandala/access states the statuses of its own codes (401/403/429/409/400/503/404).
  ...accessErrorHttpStatus,
  // @mandala/ephemeris (input that reaches the engine is still the caller's input: 400, never 500)
  invalid_date: 400,
  invalid_timezone: 400,
  nonexistent_local_time: 400,
  ambiguous_local_time: 400,
  date_out_of_range: 400,
  invalid_argument: 400,
  // Browsers only (a page that has not loaded a period's position tables); on a server a fault of the service.
  tables_not_loaded: 500,
  // @mandala/bodygraph
  invalid_chart_input: 400,
  // @mandala/calendar: its one code, invalid_argument, is the ephemeris's code of the same name (400, above)
  // @mandala/reference-library
  reference_not_found: 404,
  invalid_reference_id: 400,
  // @mandala/atlas
  invalid_location_query: 400,
  invalid_location_limit: 400,
  location_not_found: 404,
  ambiguous_timezone: 400,
  // @mandala/celebrities
  celebrity_not_found: 404,
  invalid_celebrity_query: 400,
};

/** The HTTP status of `code` per {@link errorStatusTable}; 500 for a code the table does not know. */
export function httpStatusForCode(code: string): number {
  return Object.hasOwn(errorStatusTable, code) ? errorStatusTable[code as MandalaErrorCode] : 500;
}
