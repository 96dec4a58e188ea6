import type { AnyOperation, OperationCategory } from './define-operation';
import { OperationError } from './errors';
import {
  generateChartTool,
  generateCompositeChartTool,
  getReferenceItemTool,
  getTransitsTool,
  resolveTimezoneTool,
  searchCelebritiesTool,
} from './operations/agent-tools';
import { celebrityDetail, celebritySearch } from './operations/celebrities';
import { compositeChartV1, compositeChartV2 } from './operations/composite-chart';
import {
  libraryCenter,
  libraryCenters,
  libraryChannel,
  libraryChannels,
  libraryGate,
  libraryGates,
  libraryProfile,
  libraryProfiles,
} from './operations/library';
import { locationSearch } from './operations/locations';
import { geneKeys } from './operations/gene-keys';
import { natalChartV1, natalChartV2, natalChartV3 } from './operations/natal-chart';
import { planetaryPositions } from './operations/planetary-positions';
import { planetaryPositionsStream } from './operations/planetary-stream';
import { transitChart } from './operations/transit-chart';
import { bodygraphPng, bodygraphSvg } from './operations/bodygraph-picture';
import { generateReportTool, natalReport, relationshipReport } from './operations/reports';
import { birthTimeRange } from './operations/birth-time-range';
import { gateCalendar } from './operations/gate-calendar';
import { icalExport } from './operations/ical-export';
import { moonPhases } from './operations/moon-phases';
import { planetaryForecast } from './operations/planetary-forecast';
import { transitAlerts } from './operations/transit-alerts';
import { batchCharts } from './operations/batch-charts';
import { groupComposite } from './operations/group-composite';
import { deletePerson, getPerson, getPersonChart, listPeople, savePerson, updatePerson } from './operations/saved-people';
import { chironReturn, getReturnChartTool, lunarReturn, progressedChart, saturnReturn, solarReturn, uranusOpposition } from './operations/return-charts';

/**
 * Every operation, in documentation order. This list (with each entry's `category` and `units`)
 * is THE table REST, Agent HTTP, MCP and the OpenAPI document read.
 */
export const operations: readonly AnyOperation[] = [
  natalChartV1,
  natalChartV2,
  natalChartV3,
  geneKeys,
  compositeChartV1,
  compositeChartV2,
  transitChart,
  bodygraphSvg,
  bodygraphPng,
  natalReport,
  relationshipReport,
  planetaryPositions,
  planetaryPositionsStream,
  libraryGates,
  libraryGate,
  libraryChannels,
  libraryChannel,
  libraryCenters,
  libraryCenter,
  libraryProfiles,
  libraryProfile,
  locationSearch,
  celebritySearch,
  celebrityDetail,
  resolveTimezoneTool,
  generateChartTool,
  generateCompositeChartTool,
  getReferenceItemTool,
  getTransitsTool,
  searchCelebritiesTool,
  planetaryForecast,
  gateCalendar,
  moonPhases,
  transitAlerts,
  icalExport,
  solarReturn,
  lunarReturn,
  saturnReturn,
  chironReturn,
  uranusOpposition,
  progressedChart,
  birthTimeRange,
  getReturnChartTool,
  generateReportTool,
  groupComposite,
  batchCharts,
  listPeople,
  savePerson,
  getPerson,
  updatePerson,
  deletePerson,
  getPersonChart,
];

const operationsByName = new Map(operations.map((operation) => [operation.name, operation]));

/** The operation named `name`; throws `unknown_operation` (404) when there is none. */
export function getOperation(name: string): AnyOperation {
  const operation = operationsByName.get(name);
  if (operation === undefined) throw new OperationError('unknown_operation', `No operation is named "${name}".`, { details: { name } });
  return operation;
}

const categoryRank: Readonly<Record<OperationCategory, number>> = { core: 0, enhanced: 1, business: 2 };

/**
 * The agent tools (the operations with a `tool` description) in catalog order: by the tier that opens them
 * (core, enhanced, business), then in registry order, so each plan's list extends the one below it.
 */
export const agentTools: readonly AnyOperation[] = operations
  .filter((operation) => operation.tool !== undefined)
  .sort((first, second) => categoryRank[first.category] - categoryRank[second.category]);

/** A row of {@link operationTable}. */
export interface OperationTableRow {
  readonly name: string;
  readonly category: OperationCategory;
  readonly units: 0 | 1;
}

/** The declarative operation → category, unit cost table, as plain rows. */
export const operationTable: readonly OperationTableRow[] = operations.map(({ name, category, units }) => ({ name, category, units }));
