import { DESIGN_ARC_DEGREES } from '@mandala/ephemeris';
import type { CenterName } from '@mandala/reference-library';
import {
  baseOfBaseIndex,
  colorOfBaseIndex,
  gateOfBaseIndex,
  lineOfBaseIndex,
  toneOfBaseIndex,
} from './activation';
import { ACTIVATING_BODY_NAMES, BODIES_PER_SIDE, BODY_INDEX, type ActivationSide } from './bodies';
import { DESIGN_FLAG, PERSONALITY_FLAG, type ChartCore, type SideCore } from './chart-core';
import { chartCircuitry } from './circuitry';
import { centerCoverage, channelSides, definitionCoverage, definitionSides, sideCenterMasks, type SideCenterMasks } from './definition-sides';
import { coverageOfFlags, hangingGates } from './hanging-gates';
import { ENGINE_VERSION } from './engine-version';
import type {
  CenterV2,
  ChannelV1,
  ChannelV2,
  ChartVersion,
  GateActivationV1,
  GateActivationV2,
  GateCategories,
  NatalChartOf,
  NatalChartV1,
  NatalChartV2,
  NatalChartV3,
  SideCoverage,
} from './natal-response-types';
import { CENTER_FACTS, authorityId, crossFacts, definitionId, profileName, typeFacts } from './reference-names';
import { CENTER_ORDER, CHANNEL_ROWS, GATE_CENTER, centerNamesOfMask } from './reference-tables';
import { planetSetOfSide } from './planet-set';
import { variableNames } from './variable-names';
import { variableReadings, type VariableReadings } from './variables';

/** Instants and notes that go with a chart core into a response. */
export interface ChartMoments {
  birthInstant: Date;
  designInstant: Date;
  /** Time-zone warnings from resolving the local time; empty when none. */
  warnings?: readonly string[];
  /** ΔT at birth and design, seconds. */
  deltaTSeconds?: { birth: number; design: number };
}

const SIDES: readonly [ActivationSide, ActivationSide] = ['Personality', 'Design'];

const coverageOf: (flags: number) => SideCoverage = coverageOfFlags;

function sideOf(core: ChartCore, sideIndex: number): SideCore {
  return sideIndex === 0 ? core.personality : core.design;
}

function gatesV1(core: ChartCore): GateActivationV1[] {
  const list: GateActivationV1[] = [];
  for (let sideIndex = 0; sideIndex < 2; sideIndex++) {
    const side = sideOf(core, sideIndex);
    for (let body = 0; body < BODIES_PER_SIDE; body++) {
      const baseIndex = side.baseIndices[body] as number;
      list.push({
        Gate: gateOfBaseIndex(baseIndex),
        Line: lineOfBaseIndex(baseIndex),
        Planet: ACTIVATING_BODY_NAMES[body] as GateActivationV1['Planet'],
        Activation: SIDES[sideIndex] as ActivationSide,
      });
    }
  }
  return list;
}

function gatesV2(core: ChartCore): GateActivationV2[] {
  const list: GateActivationV2[] = [];
  for (let sideIndex = 0; sideIndex < 2; sideIndex++) {
    const side = sideOf(core, sideIndex);
    for (let body = 0; body < BODIES_PER_SIDE; body++) {
      const baseIndex = side.baseIndices[body] as number;
      const gate = gateOfBaseIndex(baseIndex);
      list.push({
        Gate: gate,
        Line: lineOfBaseIndex(baseIndex),
        Planet: ACTIVATING_BODY_NAMES[body] as GateActivationV2['Planet'],
        Activation: SIDES[sideIndex] as ActivationSide,
        Color: colorOfBaseIndex(baseIndex),
        Tone: toneOfBaseIndex(baseIndex),
        Base: baseOfBaseIndex(baseIndex),
        Center: CENTER_ORDER[GATE_CENTER[gate] as number] as CenterName,
      });
    }
  }
  return list;
}

function channelsV1(core: ChartCore): ChannelV1[] {
  return core.structure.channelIndices.map((index) => {
    const row = CHANNEL_ROWS[index]!;
    return { Id: row.id, Name: row.name };
  });
}

function channelsV2(core: ChartCore): ChannelV2[] {
  return core.structure.channelIndices.map((index) => {
    const row = CHANNEL_ROWS[index]!;
    const low = core.gateSides[row.gateLow] as number;
    const high = core.gateSides[row.gateHigh] as number;
    const sides = channelSides(core, index);
    // Fields written out rather than spread from channelIdentity(row): a spread would copy a temporary
    // object per channel, the costliest step of building a v3 response.
    return {
      Id: row.id,
      Name: row.name,
      Gates: [row.gateLow, row.gateHigh],
      Centers: [row.centerNames[0], row.centerNames[1]],
      Circuit: row.circuit,
      CircuitGroup: row.circuitGroup,
      Activation: definitionCoverage((sides & PERSONALITY_FLAG) !== 0, (sides & DESIGN_FLAG) !== 0),
      GateActivations: [coverageOf(low), coverageOf(high)],
    };
  });
}

function activeGates(core: ChartCore): number[] {
  const list: number[] = [];
  for (let gate = 1; gate <= 64; gate++) if (core.gateSides[gate]) list.push(gate);
  return list;
}

function crossGates(core: ChartCore): [number, number, number, number] {
  return [
    gateOfBaseIndex(core.personality.baseIndices[BODY_INDEX.Sun] as number),
    gateOfBaseIndex(core.personality.baseIndices[BODY_INDEX.Earth] as number),
    gateOfBaseIndex(core.design.baseIndices[BODY_INDEX.Sun] as number),
    gateOfBaseIndex(core.design.baseIndices[BODY_INDEX.Earth] as number),
  ];
}

function centerLists(core: ChartCore) {
  const { definedCenterMask, activatedCenterMask } = core.structure;
  return {
    defined: centerNamesOfMask(definedCenterMask),
    undefined: centerNamesOfMask(activatedCenterMask & ~definedCenterMask),
    open: centerNamesOfMask(0x1ff & ~activatedCenterMask),
  };
}

function buildV1(core: ChartCore, moments: ChartMoments): NatalChartV1 {
  const { structure } = core;
  const type = typeFacts(structure.type);
  const gates = crossGates(core);
  const cross = crossFacts(gates[0], core.crossAngle);
  const centers = centerLists(core);
  const warnings = [...(moments.warnings ?? [])];
  return {
    Type: structure.type,
    Strategy: type.strategy,
    Authority: structure.authority,
    Profile: core.profile,
    Definition: structure.definition,
    IncarnationCross: { Name: cross.name, Angle: core.crossAngle, Gates: gates },
    DefinedCenters: centers.defined,
    Gates: gatesV1(core),
    Channels: channelsV1(core),
    Properties: {
      Signature: type.signature,
      NotSelfTheme: type.notSelfTheme,
      ProfileName: profileName(core.profile),
      UndefinedCenters: centers.undefined,
      OpenCenters: centers.open,
      Variables: variableReadings(core).notation,
      ActiveGates: activeGates(core),
    },
    BirthDateUtc: moments.birthInstant.toISOString(),
    DesignDateUtc: moments.designInstant.toISOString(),
    Warnings: warnings,
  };
}

function centersV2(core: ChartCore, masks: SideCenterMasks): CenterV2[] {
  const { definedCenterMask } = core.structure;
  const gatesByCenter: number[][] = CENTER_ORDER.map(() => []);
  for (let gate = 1; gate <= 64; gate++) {
    if (core.gateSides[gate]) gatesByCenter[GATE_CENTER[gate] as number]!.push(gate);
  }
  return CENTER_ORDER.map((name, index) => {
    const facts = CENTER_FACTS[index]!;
    const defined = (definedCenterMask & (1 << index)) !== 0;
    const centerGates = gatesByCenter[index]!;
    return {
      Id: facts.id,
      Name: name,
      Defined: defined,
      State: defined ? 'Defined' : centerGates.length > 0 ? 'Undefined' : 'Open',
      Kind: facts.kind,
      IsMotor: facts.isMotor,
      Gates: centerGates,
      Activation: centerCoverage(core, masks, 1 << index),
    };
  });
}

function gateCategories(core: ChartCore): GateCategories {
  const categories: GateCategories = { PersonalityOnly: [], DesignOnly: [], Both: [] };
  for (let gate = 1; gate <= 64; gate++) {
    const flags = core.gateSides[gate];
    if (flags === PERSONALITY_FLAG) categories.PersonalityOnly.push(gate);
    else if (flags === DESIGN_FLAG) categories.DesignOnly.push(gate);
    else if (flags) categories.Both.push(gate);
  }
  return categories;
}

function buildV2(core: ChartCore, moments: ChartMoments, readings: VariableReadings = variableReadings(core)): NatalChartV2 {
  const { structure } = core;
  const type = typeFacts(structure.type);
  const gates = crossGates(core);
  const cross = crossFacts(gates[0], core.crossAngle);
  const centers = centerLists(core);
  const profileTitle = profileName(core.profile);
  const sideMasks = sideCenterMasks(core);
  return {
    Type: { Id: type.id, Name: structure.type },
    Strategy: { Id: type.strategyId, Name: type.strategy },
    Authority: { Id: authorityId(structure.authority), Name: structure.authority },
    Profile: {
      Id: core.profile,
      Name: profileTitle ?? core.profile,
      PersonalityLine: core.personalitySunLine,
      DesignLine: core.designSunLine,
    },
    Definition: { Id: definitionId(structure.definition), Name: structure.definition },
    Signature: type.signature,
    NotSelfTheme: type.notSelfTheme,
    IncarnationCross: { Id: cross.id, Name: cross.name, Angle: core.crossAngle, Gates: gates },
    DefinedCenters: centers.defined,
    UndefinedCenters: centers.undefined,
    OpenCenters: centers.open,
    Centers: centersV2(core, sideMasks),
    Gates: gatesV2(core),
    Channels: channelsV2(core),
    GateCategories: gateCategories(core),
    DefinitionSides: definitionSides(core, sideMasks),
    HangingGates: hangingGates(core.gateSides),
    Circuitry: chartCircuitry(core.structure.channelIndices),
    Properties: {
      Signature: type.signature,
      NotSelfTheme: type.notSelfTheme,
      ProfileName: profileTitle,
      UndefinedCenters: centers.undefined,
      OpenCenters: centers.open,
      Variables: readings.notation,
      ActiveGates: activeGates(core),
    },
    BirthDateUtc: moments.birthInstant.toISOString(),
    DesignDateUtc: moments.designInstant.toISOString(),
    Warnings: [...(moments.warnings ?? [])],
  };
}

function buildV3(core: ChartCore, moments: ChartMoments): NatalChartV3 {
  const readings = variableReadings(core);
  const names = variableNames(readings);
  const variables: NatalChartV3['Variables'] = {
    Determination: {
      Color: readings.determination.color,
      Tone: readings.determination.tone,
      Arrow: readings.determination.arrow,
      Name: names.determination,
      Variant: names.determinationVariant,
      Cognition: names.cognition,
    },
    Environment: {
      Color: readings.environment.color,
      Tone: readings.environment.tone,
      Arrow: readings.environment.arrow,
      Name: names.environment,
      Variant: names.environmentVariant,
    },
    Motivation: {
      Color: readings.motivation.color,
      Tone: readings.motivation.tone,
      Arrow: readings.motivation.arrow,
      Name: names.motivation,
      Sense: names.sense,
      Transference: names.transference,
    },
    Perspective: {
      Color: readings.perspective.color,
      Tone: readings.perspective.tone,
      Arrow: readings.perspective.arrow,
      Name: names.perspective,
      Distraction: names.distraction,
    },
    Notation: readings.notation,
  };
  const meta: NatalChartV3['Meta'] = {
    EngineVersion: ENGINE_VERSION,
    NodeType: 'true',
    DesignSolarArcDegrees: DESIGN_ARC_DEGREES,
    DeltaTSeconds: {
      Birth: moments.deltaTSeconds?.birth ?? null,
      Design: moments.deltaTSeconds?.design ?? null,
    },
    TimeZoneWarnings: [...(moments.warnings ?? [])],
  };
  // The v2 object gains the v3 fields in place (no copy); the type checks that none is missing.
  const chart: NatalChartV3 = Object.assign(buildV2(core, moments, readings), {
    Planets: { Personality: planetSetOfSide(core.personality), Design: planetSetOfSide(core.design) },
    Variables: variables,
    Meta: meta,
  });
  return chart;
}

/**
 * Builds the capitalized response of `version` from a chart core. Each version is built directly
 * (v3 extends the v2 object in place), never by copying a smaller version.
 */
export function natalResponse<Version extends ChartVersion>(
  core: ChartCore,
  version: Version,
  moments: ChartMoments,
): NatalChartOf<Version> {
  if (version === 'v1') return buildV1(core, moments) as NatalChartOf<Version>;
  if (version === 'v2') return buildV2(core, moments) as NatalChartOf<Version>;
  return buildV3(core, moments) as NatalChartOf<Version>;
}
