// @mandala/operations: every service operation defined once (zod schemas, tier category, unit cost,
// engine call, REST route, tool description), the executor all surfaces share, the tool layer both tool
// surfaces adapt (envelope, catalog, JSON Schemas, running a tool, reading a JSON body), the one
// error → status table with its failure constructor, and OpenAPI generation.

export { OperationError, isMandalaError } from './errors';
export type { OperationErrorCode, OperationErrorOptions } from './errors';
export { errorStatusTable, httpStatusForCode } from './error-status';
export type { MandalaErrorCode } from './error-status';
export { unitRefusalOf } from './execution-observer';
export type { CallObservation, ExecutionObserver, UnitRefusal } from './execution-observer';
export { storeErrorKindOf, storeErrorKinds } from './store-error-kind';
export type { StoreErrorKind } from './store-error-kind';
export { failure, toOperationFailure, validationFailure, validationIssues } from './operation-failure';
export type { OperationFailure, ValidationIssue } from './operation-failure';

export { defineOperation } from './define-operation';
export type {
  AnyOperation,
  CliCommand,
  OperationCategory,
  OperationContext,
  PeopleStore,
  SavedPersonFields,
  SavedPersonRecord,
  OperationDefinition,
  OperationResult,
  RestRoute,
  ToolDescription,
} from './define-operation';
export type {
  BirthTimeRange,
  CalendarEngine,
  PictureEngine,
  PictureOptions,
  CelebrityDirectory,
  CenterSummary,
  GateCalendar,
  MoonPhaseEvents,
  MoonPhaseMonth,
  PlanetaryForecast,
  TransitAlertList,
  CycleKind,
  CycleReturns,
  LunarReturn,
  ProgressedChart,
  SolarReturn,
  ChannelSummary,
  ChartVersion,
  Disambiguation,
  GateSummary,
  LocalMoment,
  LocationEngine,
  MaybePromise,
  OperationEngines,
  PlanetaryPositions,
  PlanetPositionWithDignity,
  ProfileSummary,
  ReferenceEngine,
  ReferenceItem,
  ReferenceItemKind,
} from './engines';
export { capitalizeKeys } from './capitalize-keys';
export type { CapitalizedKeys } from './capitalize-keys';
export { calendarEngine, celebrityDirectory, createDefaultEngines, emptyCelebrityDirectory, locationEngine, pictureEngine, referenceEngine, warmUpDefaultEngines } from './default-engines';
export { PICTURE_WIDTH_RANGE, bodygraphPng, bodygraphSvg } from './operations/bodygraph-picture';
export { REPORT_MEDIA_TYPES, REPORT_READING_PROMPT, generateReportTool, natalReport, relationshipReport, reportFormatSchema } from './operations/reports';
export { reportEngine, reportFonts } from './report-engine';
export type { DefaultEngineOptions } from './default-engines';

export { LOCAL_DATE_TIME_PATTERN, canonicalLocalDateTime, localDateTimeSchema } from './schemas/local-date-time';
export { keyNameSchema, personNameSchema, personNotesSchema, storableTextSchema } from './schemas/stored-text';
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
export { idempotencyKeyHeader } from './idempotency-key-header';
export { canonicalParameterNames, inputFieldNames, setOwnProperty } from './parameter-names';
export { canonicalRequest, fingerprintOf } from './canonical-request';

export { agentTools, getOperation, operationTable, operations } from './registry';
export { savePersonInputSchema } from './operations/saved-people';
export type { OperationTableRow } from './registry';
export { restRouteBinding, restRouteBindings } from './rest-route-bindings';
export { natalChartV1, natalChartV2, natalChartV3 } from './operations/natal-chart';
export { compositeChartV1, compositeChartV2 } from './operations/composite-chart';
export { transitChart } from './operations/transit-chart';
export { planetaryForecast } from './operations/planetary-forecast';
export { gateCalendar } from './operations/gate-calendar';
export { moonPhases } from './operations/moon-phases';
export { transitAlerts } from './operations/transit-alerts';
export { icalExport } from './operations/ical-export';
export { groupComposite, memberFromText } from './operations/group-composite';
export { batchCharts } from './operations/batch-charts';
export type { BatchAnswer, BatchResult } from './operations/batch-charts';
export { batchCsv } from './operations/batch-csv';
export { MAXIMUM_BATCH_CHARTS, batchEntrySchema, checkBatchEntries } from './operations/batch-entries';
export { chironReturn, getReturnChartTool, lunarReturn, progressedChart, saturnReturn, solarReturn, uranusOpposition } from './operations/return-charts';
export { MAXIMUM_FORECAST_DAYS } from './operations/calendar-inputs';
export { ICALENDAR_MEDIA_TYPE, alertsCalendar } from './ical/alerts-calendar';
export type { AlertsCalendarInput } from './ical/alerts-calendar';
export { fileBytes, isFileResult } from './file-result';
export type { BinaryFileResult, FileResult, TextFileResult } from './file-result';
export { localDaySchema, localMomentOrDaySchema } from './schemas/local-day';
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
export type { CoreNatalChart } from './operations/agent-tools';
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
export { executorOf } from './executor-source';
export type { ExecutorSource } from './executor-source';
export type {
  AccessTokenAudiences,
  ExecuteFailure,
  ExecuteRequest,
  ExecuteResult,
  ExecuteSuccess,
  Executor,
  ExecutorDependencies,
  ExecutorStore,
  IdentifyOptions,
  IdentifyResult,
  Surface,
} from './execute-operation';
export { DEFAULT_TOOL_TIME_BUDGET_MILLISECONDS, runUnderToolContract } from './tool-contract';
export type { ToolContract } from './tool-contract';
export { garbageCollector } from './garbage-collector';
export { PICTURE_FONT_ADVICE, pictureFontInstalled } from './picture-fonts';
export type { CollectGarbage } from './garbage-collector';
export { createCalculationPool } from './calculation-pool/calculation-pool';
export type { CalculationPool, CalculationPoolOptions, CalculationRunOptions, CalculationRunner } from './calculation-pool/calculation-pool';
export type { CalculationReply, CalculationTask } from './calculation-pool/calculation-protocol';
export { createOpenApiDocument, namedResponseSchemas } from './openapi';
export { errorExample } from './openapi-examples';
export { examplesOfFileText, openApiExamplesFile, openApiExamplesFileText } from './openapi-examples-file';
export type { ExampleRequest, OpenApiExample } from './openapi-examples';
export type { CodeSample } from './openapi-code-samples';
export type { NamedSchema, OpenApiOptions, RouteBinding, RouteErrors, RouteResponses, StaticRouteDocumentation } from './openapi';

// The tool layer of Agent HTTP and MCP.
export { findTool } from './tools/find-tool';
export { toolErrorHint } from './tools/tool-error-hint';
export { runTool } from './tools/run-tool';
export type { ToolCall, ToolOptions, ToolOutcome } from './tools/run-tool';
export { TOOL_PATH_PREFIX, catalogEntry, toolCatalog, toolsForPlan } from './tools/tool-catalog';
export { oauthScopesAllow } from './oauth-scopes-allow';
export { toolAnnotations } from './tools/tool-annotations';
export { leanOutputSchema } from './tools/lean-output-schema';
export { BIRTH_DATE_TIME_ARGUMENT, toolArguments, toolBirthInputSchema, toolDescriptionText } from './tools/tool-birth-arguments';
export type { ToolAnnotations } from './tools/tool-annotations';
export type { ToolCatalogEntry } from './tools/tool-catalog';
export { pngToolImage } from './tools/tool-image';
export type { ToolImage } from './tools/tool-image';
export { ENVELOPE_VERSION, envelopeQuota, errorEnvelopeSchema, successEnvelopeSchema, toolFailureEnvelope } from './tools/tool-envelope';
export type {
  EnvelopeQuota,
  IdempotencyStatus,
  SuccessMeta,
  ToolEnvelope,
  ToolErrorEnvelope,
  ToolSuccessEnvelope,
} from './tools/tool-envelope';
export { operationInputJsonSchema, toolInputJsonSchema, toolOutputJsonSchema } from './tools/tool-json-schema';
export type { JsonSchema } from './tools/tool-json-schema';
export { MAXIMUM_BODY_BYTES, readJsonBody } from './tools/read-json-body';
export { MAXIMUM_JSON_DEPTH, MAXIMUM_JSON_VALUES, jsonBoundsProblem } from './tools/json-bounds';
export { DEFAULT_SERVER_TIMEOUTS, applyServerTimeouts } from './server-timeouts';
export type { ServerTimeouts } from './server-timeouts';
export type { JsonBodyResult } from './tools/read-json-body';

// Resources and prompts (MCP `resources/*`, `prompts/*`, `completion/complete`): defined once, 0 units, by plan.
export { defineResourceTemplate, resourceUri, templatePrefix, templateVariable } from './resources/define-resource-template';
export type { ResourceEntry, ResourceTemplateDefinition } from './resources/define-resource-template';
export { authorityResources, centerResources, channelResources, gateResources, profileResources, typeResources } from './resources/library-resources';
export { referenceMarkdown } from './resources/reference-markdown';
export {
  RESOURCE_PAGE_SIZE,
  completeTemplateVariable,
  matchResourceUri,
  pageOf,
  readResource,
  resourceTemplates,
  resourceTemplatesForPlan,
  resourcesForPlan,
} from './resources/resource-catalog';
export { definePrompt } from './prompts/define-prompt';
export type { AnyPrompt, PromptArgument, PromptContext, PromptDefinition, PromptMessage } from './prompts/define-prompt';
export { dailyTransitsPrompt, readMyChartPrompt, relationshipReadingPrompt } from './prompts/reading-prompts';
export { completePromptArgument, getPrompt, prompts, promptsForPlan } from './prompts/prompt-catalog';
