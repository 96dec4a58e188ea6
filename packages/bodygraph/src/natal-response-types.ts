import type { ZodiacSign } from '@mandala/ephemeris';
import type { CenterKind, CenterName } from '@mandala/reference-library';
import type { ActivatingBodyName, ActivationSide } from './bodies';
import type { AuthorityName, CrossAngle, DefinitionName, TypeName } from './chart-kinds';
import type { ChartCircuitry } from './circuitry';
import type { DefinitionSides } from './definition-sides';
import type { HangingGate } from './hanging-gates';
import type { ArrowDirection } from './variables';

/** Chart version: v1 plain names, v2 structured ids and centers, v3 planets, variables and meta. */
export type ChartVersion = 'v1' | 'v2' | 'v3';

/** One of the 26 activations (v1). */
export interface GateActivationV1 {
  Gate: number;
  Line: number;
  Planet: ActivatingBodyName;
  Activation: ActivationSide;
}

/** One of the 26 activations (v2/v3): v1 plus color, tone, base and the gate's center. */
export interface GateActivationV2 extends GateActivationV1 {
  Color: number;
  Tone: number;
  Base: number;
  Center: CenterName;
}

/** A defined channel (v1). */
export interface ChannelV1 {
  /** `20-34`, lower gate first. */
  Id: string;
  Name: string;
}

/** Which side carries a gate or completes a channel. */
export type SideCoverage = 'Personality' | 'Design' | 'Both';

/** A defined channel (v2/v3). */
export interface ChannelV2 extends ChannelV1 {
  Gates: [number, number];
  Centers: [CenterName, CenterName];
  Circuit: string;
  CircuitGroup: string;
  /**
   * `Personality` when the personality activations alone complete it and the design ones do not,
   * `Design` the other way round, `Both` when it needs both sides or each side completes it alone.
   */
  Activation: SideCoverage;
  /** Side carrying each of the two gates, in `Gates` order. */
  GateActivations: [SideCoverage, SideCoverage];
}

/** The incarnation cross. `Gates` are Personality Sun, Personality Earth, Design Sun, Design Earth. */
export interface IncarnationCrossV1 {
  Name: string;
  Angle: CrossAngle;
  Gates: [number, number, number, number];
}

/** The incarnation cross (v2/v3): v1 plus its slug id. */
export interface IncarnationCrossV2 extends IncarnationCrossV1 {
  Id: string;
}

/**
 * v1 `Properties`: what does not fit the headline fields. Signature and not-self theme of the type,
 * the profile's name, undefined centers (not defined, at least one gate activated), open centers (no gate
 * activated), the variables in short notation, and the sorted list of activated gates.
 */
export interface NatalPropertiesV1 {
  Signature: string;
  NotSelfTheme: string;
  ProfileName: string | null;
  UndefinedCenters: CenterName[];
  OpenCenters: CenterName[];
  Variables: string;
  ActiveGates: number[];
}

/** Natal chart, version 1. */
export interface NatalChartV1 {
  Type: TypeName;
  Strategy: string;
  Authority: AuthorityName;
  /** `4/6`. */
  Profile: string;
  Definition: DefinitionName;
  IncarnationCross: IncarnationCrossV1;
  DefinedCenters: CenterName[];
  Gates: GateActivationV1[];
  Channels: ChannelV1[];
  Properties: NatalPropertiesV1;
  /** Birth instant, ISO 8601 UTC with `Z`. */
  BirthDateUtc: string;
  /** Design instant (Sun 88° of arc before birth), ISO 8601 UTC with `Z`. */
  DesignDateUtc: string;
  /** Time-zone warnings from resolving the local birth time (`nonexistent_local_time`, `ambiguous_local_time`). */
  Warnings: string[];
}

/** An id and a display name. */
export interface IdName<Name extends string = string> {
  Id: string;
  Name: Name;
}

/**
 * The profile (v2/v3): `Id` `4/6`, `Name` `Opportunist / Role Model` (the `Id` again for a line pair outside
 * the 12 profiles, which only synthetic longitudes can give).
 */
export interface ProfileV2 extends IdName {
  /** Line of the Personality Sun. */
  PersonalityLine: number;
  /** Line of the Design Sun. */
  DesignLine: number;
}

/** State of a center: Defined, Undefined (a gate activated, no channel) or Open (no gate activated). */
export type CenterState = 'Defined' | 'Undefined' | 'Open';

/** One of the nine centers (v2/v3). */
export interface CenterV2 {
  Id: string;
  Name: CenterName;
  Defined: boolean;
  State: CenterState;
  Kind: readonly CenterKind[];
  IsMotor: boolean;
  /** Activated gates of this center, ascending. */
  Gates: number[];
  /**
   * Side whose definition it is, by the rule of `ChannelV2.Activation`: `Personality` when the personality
   * activations alone define it and the design ones alone do not, `Design` the other way round, `Both` otherwise;
   * null when the center is not defined.
   */
  Activation: SideCoverage | null;
}

/** Activated gates by the side(s) activating them, each list ascending. */
export interface GateCategories {
  PersonalityOnly: number[];
  DesignOnly: number[];
  Both: number[];
}

/** Natal chart, version 2: v1 with structured identifiers, the nine centers and richer channels. */
export interface NatalChartV2 extends Omit<NatalChartV1, 'Type' | 'Strategy' | 'Authority' | 'Profile' | 'Definition' | 'IncarnationCross' | 'Gates' | 'Channels'> {
  Type: IdName<TypeName>;
  Strategy: IdName;
  Authority: IdName<AuthorityName>;
  Profile: ProfileV2;
  Definition: IdName<DefinitionName>;
  Signature: string;
  NotSelfTheme: string;
  IncarnationCross: IncarnationCrossV2;
  UndefinedCenters: CenterName[];
  OpenCenters: CenterName[];
  Centers: CenterV2[];
  Gates: GateActivationV2[];
  Channels: ChannelV2[];
  /** Activated gates by side. */
  GateCategories: GateCategories;
  /** The chart's definition by the side giving it: conscious only, unconscious only, shared. */
  DefinitionSides: DefinitionSides;
  /** Activated gates with no channel partner activated, by center (Head to Root), then gate. */
  HangingGates: HangingGate[];
  /** Defined channels by circuit group and circuit. */
  Circuitry: ChartCircuitry;
}

/** One body's position and activation (v3). */
export interface PlanetV3 {
  /** Tropical longitude in degrees [0, 360). */
  Longitude: number;
  Gate: number;
  Line: number;
  Color: number;
  Tone: number;
  Base: number;
  ZodiacSign: ZodiacSign;
  /** Degrees into the sign, [0, 30). */
  ZodiacDegree: number;
  Retrograde: boolean;
  /** Speed in degrees per day (null when unknown). */
  Speed: number | null;
}

/** The 13 activating bodies of one side plus Chiron (an extra that activates nothing). */
export type PlanetSetV3 = Record<ActivatingBodyName, PlanetV3> & { Chiron?: PlanetV3 };

/** A variable (v3): color, tone, arrow and names. */
export interface VariableV3 {
  Color: number;
  Tone: number;
  Arrow: ArrowDirection;
  /** Category named by the color (Appetite, Caves, Fear, Survival, ...). */
  Name: string;
}

/** Natal chart, version 3: v2 plus planets, variables and meta. */
export interface NatalChartV3 extends NatalChartV2 {
  Planets: { Personality: PlanetSetV3; Design: PlanetSetV3 };
  Variables: {
    /** Design Sun: digestion/determination; `Cognition` is named by the tone. */
    Determination: VariableV3 & { Variant: string; Cognition: string };
    /** Design North Node. */
    Environment: VariableV3 & { Variant: string };
    /** Personality Sun; `Sense` is named by the tone, `Transference` is the opposite motivation. */
    Motivation: VariableV3 & { Sense: string; Transference: string };
    /** Personality North Node; `Distraction` is the opposite perspective. */
    Perspective: VariableV3 & { Distraction: string };
    /** `PLR DLL`. */
    Notation: string;
  };
  Meta: {
    EngineVersion: string;
    /** Lunar node used: the true (osculating) node. */
    NodeType: 'true';
    /** Solar arc between the design Sun and the birth Sun, degrees. */
    DesignSolarArcDegrees: number;
    /** ΔT = TT − UT used at birth and design, seconds (null when not known, e.g. charts from raw longitudes). */
    DeltaTSeconds: { Birth: number | null; Design: number | null };
    /** Time-zone warnings (same as `Warnings`). */
    TimeZoneWarnings: string[];
  };
}

/** A natal chart of the requested version. */
export type NatalChartOf<Version extends ChartVersion> = Version extends 'v1'
  ? NatalChartV1
  : Version extends 'v2'
    ? NatalChartV2
    : NatalChartV3;

/** Any natal chart version. */
export type NatalChart = NatalChartV1 | NatalChartV2 | NatalChartV3;
