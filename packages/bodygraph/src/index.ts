// @mandala/bodygraph: Human Design charts from the ephemeris. Natal v1/v2/v3, composite v1/v2,
// group composite, transit overlay, activations at any instant, and the pure pieces underneath.

export { BodygraphError } from './errors';
export type { BodygraphErrorCode, BodygraphErrorOptions } from './errors';

export { ACTIVATING_BODY_NAMES, SOURCE_BODY_NAMES } from './bodies';
export type { ActivatingBodyName, ActivationSide, SourceBodyName } from './bodies';

export { BASES_PER_WHEEL, activationFromLongitude, baseIndexFromLongitude } from './activation';
export type { Activation } from './activation';
// The zodiac is the ephemeris's, re-exported so bodygraph callers keep one import.
export { ZODIAC_SIGNS, zodiacPosition } from '@mandala/ephemeris';
export type { ZodiacSign } from '@mandala/ephemeris';
// In a browser the position tables arrive per time span: a page awaits them before its first chart of a period.
export { loadPositionTables } from '@mandala/ephemeris';

export { AUTHORITY_NAMES, DEFINITION_NAMES, TYPE_NAMES } from './chart-kinds';
export type { AuthorityName, CrossAngle, DefinitionName, TypeName } from './chart-kinds';
export { analyzeGates } from './analyze-gates';
export type { GateSetAnalysis } from './analyze-gates';
export { arrowOfTone } from './variables';
export type { ArrowDirection } from './variables';

export { chartCoreFromLongitudes } from './chart-core';
export type { BodyPosition, ChartCore, ChartLongitudes, SideCore, SidePositions } from './chart-core';
export type { BodygraphStructure } from './center-graph';
export { chartCoreFromSides, sideCoreFromPositions } from './chart-core';
export { chartFromLongitudes } from './chart-from-longitudes';
export type { LongitudeChartOptions } from './chart-from-longitudes';
export { natalChart, natalChartAt, natalChartCore, natalChartCoreAt } from './natal-chart';
export type { BirthInput, NatalChartCore, NatalChartOptions } from './natal-chart';
export type {
  CenterState,
  CenterV2,
  ChannelV1,
  ChannelV2,
  ChartVersion,
  GateActivationV1,
  GateActivationV2,
  IdName,
  IncarnationCrossV1,
  IncarnationCrossV2,
  NatalChart,
  NatalChartOf,
  NatalChartV1,
  NatalChartV2,
  NatalChartV3,
  NatalPropertiesV1,
  PlanetSetV3,
  PlanetV3,
  ProfileV2,
  SideCoverage,
  VariableV3,
} from './natal-response-types';
export { ENGINE_VERSION } from './engine-version';
export type { GateCategories } from './natal-response-types';
export type { ChartCircuit, ChartCircuitGroup, ChartCircuitry } from './circuitry';
export type { DefinitionSides, SideDefinition } from './definition-sides';
export type { HangingGate, HangingGateMatch } from './hanging-gates';
export { geneKeysProfile } from './gene-keys-profile';
export type { GeneKeySphereReading, GeneKeysChartInput, GeneKeysProfile } from './gene-keys-profile';

export { activationsAt } from './activations-at';
export { planetDignity, withDignities } from './planet-dignity';
export type { DignityInput, LineDignityState, PlanetDignity, ZodiacDignityState } from './planet-dignity';

export { compositeChart } from './composite-chart';
export { compositeFromCharts } from './composite-from-charts';
export type {
  CompositeChannel,
  CompositeChartOf,
  CompositeChartV1,
  CompositeChartV2,
  CompositeCombined,
  CompositeVersion,
} from './composite-from-charts';
export type { CombinedChart } from './combined-chart';
export type { GateComparisonRow } from './composite-gate-comparison';
export type { CenterDynamics, RelationshipDynamics } from './relationship-dynamics';
export type { CompositeChannelKind } from './composite-channels';
export { chemistryScores } from './composite-chemistry';
export type { ChemistryCounts, ChemistryScores } from './composite-chemistry';

export { groupComposite } from './group-composite';
export { GROUP_SIZE_RANGE, groupFromCharts } from './group-from-charts';
export type { GroupComposite, GroupMemberInput, GroupMemberSummary, SharedGate } from './group-from-charts';
export type { GroupChannel, GroupChannelKind, GroupGateHolders } from './group-channels';
export type { GroupCenters } from './group-centers';
export type { GroupChemistry, GroupPairChemistry, GroupPairExtreme } from './group-chemistry';
export type { GroupPenta, GroupPentaChannel, GroupPentaGap, GroupPentaGate } from './group-penta';

export { transitChart } from './transit-chart';
export { transitFromCharts } from './transit-from-charts';
export type { GateOverlay, TransitChannel, TransitChannelKind, TransitChart } from './transit-from-charts';
