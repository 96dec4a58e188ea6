// @mandala/operations: every service operation defined once (zod schemas, tier category, unit cost,
// engine call), the executor all surfaces share, the one error → status table, and OpenAPI generation.

export { OperationError, isMandalaError } from './errors';
export type { OperationErrorCode, OperationErrorOptions } from './errors';
export { errorStatusTable, httpStatusForCode } from './error-status';
export { toOperationFailure, validationFailure, validationIssues } from './operation-failure';
export type { OperationFailure, ValidationIssue } from './operation-failure';

export { defineOperation } from './define-operation';
export type { AnyOperation, OperationCategory, OperationContext, OperationDefinition, ToolDescription } from './define-operation';
export type {
  CelebrityDirectory,
  ChartVersion,
  Disambiguation,
  LocalMoment,
  LocationEngine,
  OperationEngines,
  ReferenceEngine,
} from './engines';
export { celebrityDirectory, createDefaultEngines, emptyCelebrityDirectory, locationEngine, referenceEngine, warmUpDefaultEngines } from './default-engines';
export type { DefaultEngineOptions } from './default-engines';

export { LOCAL_DATE_TIME_PATTERN, canonicalLocalDateTime, localDateTimeSchema } from './schemas/local-date-time';
export { TIME_ZONE_MESSAGE, canonicalTimeZoneName, timeZoneSchema } from './schemas/time-zone';
export {
  IDEMPOTENCY_KEY_PATTERN,
  disambiguationSchema,
  gateNumberSchema,
  idempotencyKeySchema,
  limitSchema,
  monthNumberSchema,
  searchTextSchema,
  yearMonthSchema,
  yearSchema,
} from './schemas/primitives';
export { agentBirthMomentSchema, agentBirthMomentShape, birthMomentShape, toLocalMoment } from './schemas/birth-moment';
export {
  anyNatalChartOutputSchema,
  natalChartOutputSchemas,
  natalChartV1OutputSchema,
  natalChartV2OutputSchema,
  natalChartV3OutputSchema,
} from './schemas/natal-chart-output';
export { coreNatalChartOutputSchema, generateChartOutputSchema } from './schemas/generate-chart-output';
export { canonicalParameterNames, inputFieldNames } from './parameter-names';
export { canonicalRequest, fingerprintOf } from './canonical-request';

export { agentTools, getOperation, operationTable, operations } from './registry';
export type { OperationTableRow } from './registry';
export { natalChartV1, natalChartV2, natalChartV3 } from './operations/natal-chart';
export { compositeChartV1, compositeChartV2 } from './operations/composite-chart';
export { transitChart } from './operations/transit-chart';
export { planetaryPositions, utcMoment } from './operations/planetary-positions';
export { STREAM_INTERVAL_SECONDS, planetaryHighlights, planetaryPositionsStream, planetaryUpdate } from './operations/planetary-stream';
export type { PlanetaryUpdate } from './operations/planetary-stream';
export {
  libraryCenter,
  libraryCenters,
  libraryChannel,
  libraryChannels,
  libraryGate,
  libraryGates,
  libraryProfile,
  libraryProfiles,
} from './operations/library';
export { locationSearch } from './operations/locations';
export { celebrityDetail, celebritySearch } from './operations/celebrities';
export {
  coreChartFields,
  detailLevelSchema,
  generateChartTool,
  generateCompositeChartTool,
  getReferenceItemTool,
  getTransitsTool,
  resolveTimezoneTool,
  searchCelebritiesTool,
} from './operations/agent-tools';

export { createExecutor } from './execute-operation';
export type {
  ExecuteFailure,
  ExecuteRequest,
  ExecuteResult,
  ExecuteSuccess,
  Executor,
  ExecutorDependencies,
  IdentifyResult,
  Surface,
} from './execute-operation';
export { DEFAULT_TOOL_TIME_BUDGET_MILLISECONDS, runUnderToolContract } from './tool-contract';
export type { ToolContract } from './tool-contract';
export { createOpenApiDocument, namedResponseSchemas } from './openapi';
export type { NamedSchema, OpenApiOptions, RouteBinding, RouteErrors, RouteResponses, StaticRouteDocumentation } from './openapi';
