// @mandala/reference-library: the bodygraph's reference data (gates, channels, centers, profiles,
// incarnation crosses, types, authorities, definitions, variables, line and zodiac dignities) with lookups.
// Pure data, no I/O.

export { ReferenceLibraryError } from './errors';
export type { ReferenceLibraryErrorCode, ReferenceLibraryErrorOptions } from './errors';

export {
  GATE_WHEEL_ORDER,
  GATE_WHEEL_START_DEGREES,
  GATE_WIDTH_DEGREES,
  LINE_WIDTH_DEGREES,
  gateAtWheelOffset,
  gateStartLongitudeDegrees,
  wheelIndexOf,
} from './wheel/gate-wheel';
export type { GateNumber } from './wheel/gate-wheel';

export { CENTER_NAMES } from './centers/center-name';
export type { CenterId, CenterKind, CenterName } from './centers/center-name';
export type { Center } from './centers/center';
export { centers } from './centers/centers';
export { getCenter } from './centers/get-center';

export type { Gate, GateLine, GeneKeyNames, LineNumber, Quarter } from './gates/gate';
export { gates } from './gates/gates';
export { getGate } from './gates/get-gate';
export { lineArchetypes } from './gates/line-archetypes';
export { GENE_KEY_SEQUENCES, GENE_KEY_SPHERES } from './gene-keys/gene-key-spheres';
export type { GeneKeySequence, GeneKeySide, GeneKeySphere } from './gene-keys/gene-key-spheres';
export { geneKeyThemes } from './gene-keys/gene-key-themes';
export type { LineArchetype } from './gates/line-archetypes';

export { CIRCUIT_ALIASES, CIRCUIT_GROUP_OF } from './channels/circuit';
export { CIRCUITRY, CIRCUIT_GROUPS } from './channels/circuitry';
export type { CircuitChannels, CircuitGroupChannels } from './channels/circuitry';
export type { Circuit, CircuitGroup } from './channels/circuit';
export type { Channel } from './channels/channel';
export { channels } from './channels/channels';
export { findChannel, getChannel } from './channels/get-channel';

export type { CrossAngle, Profile } from './profiles/profile';
export { profiles } from './profiles/profiles';
export { getProfile } from './profiles/get-profile';

export type { IncarnationCross } from './crosses/incarnation-cross';
export { CROSS_ANGLES, parseCrossAngle } from './crosses/cross-angle';
export { incarnationCrosses } from './crosses/incarnation-crosses';
export { findIncarnationCross, getIncarnationCross } from './crosses/get-incarnation-cross';

export type {
  Authority,
  AuthorityId,
  Definition,
  DefinitionId,
  HumanDesignType,
  HumanDesignTypeId,
  Strategy,
  StrategyId,
} from './vocabulary/vocabulary-types';
export { authorities, definitions, strategies, types } from './vocabulary/vocabularies';
export {
  getAuthority,
  getDefinition,
  getDefinitionByComponentCount,
  getStrategy,
  getType,
} from './vocabulary/get-vocabulary-item';

export type { ArrowDirection, VariableKind, VariableTerm, VariableVocabulary } from './variables/variable-types';
export { VARIABLE_KINDS, arrowDirectionForTone, getVariableTerm, variables } from './variables/variables';

export { PLANET_NAMES, isPlanetName } from './dignities/planet-name';
export type { BodyName, PlanetName } from './dignities/planet-name';
export { lineFixing, lineFixings } from './dignities/line-fixing';
export type { LineFixing } from './dignities/line-fixing';
export { dignityOf } from './dignities/line-dignity';
export type { LineDignity } from './dignities/line-dignity';
export { ZODIAC_RULERSHIPS, ZODIAC_SIGNS, zodiacDignityOf } from './dignities/zodiac-dignity';
export type { ZodiacDignity, ZodiacRulership, ZodiacSign } from './dignities/zodiac-dignity';

// The one text fold of the workspace: place search (@mandala/atlas) and people search
// (@mandala/celebrities) both match with it.
export { foldText } from './shared/fold-text';
