import type { CenterName } from '@mandala/reference-library';
import { gateOfBaseIndex, lineOfBaseIndex } from './activation';
import { ACTIVATING_BODY_NAMES, BODIES_PER_SIDE, type ActivatingBodyName } from './bodies';
import { analyzeGateFlags } from './center-graph';
import { channelIdentity, type ChannelIdentity } from './channel-identity';
import { DESIGN_FLAG, PERSONALITY_FLAG, type SideCore } from './chart-core';
import { combinedChart, unionGateFlags, type CombinedChart } from './combined-chart';
import { hangingGatesCompletedBy, type HangingGateMatch } from './hanging-gates';
import type { NatalChartCore } from './natal-chart';
import { natalResponse } from './natal-response';
import type { NatalChartV2, PlanetSetV3, SideCoverage } from './natal-response-types';
import { planetSetOfSide } from './planet-set';
import { CENTER_ORDER, CHANNEL_COUNT, CHANNEL_GATE_HIGH, CHANNEL_GATE_LOW, CHANNEL_ROWS, CHANNELS_OF_GATE, GATE_CENTER, centerNamesOfMask } from './reference-tables';

/** How a channel of the natal + transit chart comes about. */
export type TransitChannelKind = 'Natal' | 'Completed' | 'Transit';

/** A channel defined in the natal chart, by the transit with it, or by the transit alone. */
export interface TransitChannel extends ChannelIdentity {
  /** `Natal`: defined at birth; `Completed`: natal has one gate, the transit brings the other; `Transit`: the transit has both, natal neither. */
  Kind: TransitChannelKind;
  NatalGates: number[];
  TransitGates: number[];
}

/** One transit activation laid over the natal chart. */
export interface GateOverlay {
  Planet: ActivatingBodyName;
  Gate: number;
  Line: number;
  Center: CenterName;
  /** Which natal side already has this gate; null when the natal chart does not. */
  Natal: SideCoverage | null;
  /** Ids of channels this activation completes with a natal gate (not already natal). */
  CompletesChannels: string[];
}

/** A natal chart overlaid with the transit of one instant. */
export interface TransitChart {
  Natal: NatalChartV2;
  /** Transit instant, ISO 8601 UTC with `Z`. */
  TransitDateUtc: string;
  /** The 13 transit bodies plus Chiron. */
  TransitPlanets: PlanetSetV3;
  /** Gates the transit activates, ascending. */
  TransitGates: number[];
  GateOverlays: GateOverlay[];
  /** Every channel defined with the transit: natal, completed and transit-only. */
  Channels: TransitChannel[];
  /** Ids of channels the transit brings (Completed and Transit kinds). */
  TransitChannels: string[];
  /** The natal + transit chart taken as one. */
  Combined: CombinedChart;
  /** Centers defined with the transit but not at birth. */
  NewlyDefinedCenters: CenterName[];
  /** The natal hanging gates, each with the partner gates the transit activates (`CompletedBy`). */
  HangingGates: HangingGateMatch[];
  Warnings: string[];
}

function natalCoverage(flags: number): SideCoverage | null {
  if (!flags) return null;
  if (flags === PERSONALITY_FLAG) return 'Personality';
  if (flags === DESIGN_FLAG) return 'Design';
  return 'Both';
}

function held(flags: Uint8Array, low: number, high: number): number[] {
  const gates: number[] = [];
  if (flags[low]) gates.push(low);
  if (flags[high]) gates.push(high);
  return gates;
}

/** The transit overlay of a computed natal chart and a transit side (pure). */
export function transitFromCharts(natal: NatalChartCore, transit: SideCore, transitInstant: Date): TransitChart {
  const natalFlags = natal.core.gateSides;
  const transitFlags = new Uint8Array(65);
  for (let body = 0; body < BODIES_PER_SIDE; body++) transitFlags[gateOfBaseIndex(transit.baseIndices[body] as number)] = 1;

  const channels: TransitChannel[] = [];
  for (let index = 0; index < CHANNEL_COUNT; index++) {
    const low = CHANNEL_GATE_LOW[index] as number;
    const high = CHANNEL_GATE_HIGH[index] as number;
    const natalGates = held(natalFlags, low, high);
    const transitGates = held(transitFlags, low, high);
    let kind: TransitChannelKind;
    if (natalGates.length === 2) kind = 'Natal';
    else if (new Set([...natalGates, ...transitGates]).size < 2) continue;
    else kind = natalGates.length === 1 ? 'Completed' : 'Transit';
    const row = CHANNEL_ROWS[index]!;
    channels.push({
      ...channelIdentity(row),
      Kind: kind,
      NatalGates: natalGates,
      TransitGates: transitGates,
    });
  }

  const overlays: GateOverlay[] = [];
  for (let body = 0; body < BODIES_PER_SIDE; body++) {
    const baseIndex = transit.baseIndices[body] as number;
    const gate = gateOfBaseIndex(baseIndex);
    const completes: string[] = [];
    for (const channel of CHANNELS_OF_GATE[gate] ?? []) {
      const low = CHANNEL_GATE_LOW[channel] as number;
      const partner = low === gate ? (CHANNEL_GATE_HIGH[channel] as number) : low;
      if (natalFlags[partner] && !natalFlags[gate]) completes.push(CHANNEL_ROWS[channel]!.id);
    }
    overlays.push({
      Planet: ACTIVATING_BODY_NAMES[body] as ActivatingBodyName,
      Gate: gate,
      Line: lineOfBaseIndex(baseIndex),
      Center: CENTER_ORDER[GATE_CENTER[gate] as number] as CenterName,
      Natal: natalCoverage(natalFlags[gate] as number),
      CompletesChannels: completes,
    });
  }

  const combined = analyzeGateFlags(unionGateFlags([natalFlags, transitFlags]));
  const transitGates: number[] = [];
  for (let gate = 1; gate <= 64; gate++) if (transitFlags[gate]) transitGates.push(gate);
  return {
    Natal: natalResponse(natal.core, 'v2', {
      birthInstant: natal.birthInstant,
      designInstant: natal.designInstant,
      warnings: natal.warnings,
    }),
    TransitDateUtc: transitInstant.toISOString(),
    TransitPlanets: planetSetOfSide(transit),
    TransitGates: transitGates,
    GateOverlays: overlays,
    Channels: channels,
    TransitChannels: channels.filter((channel) => channel.Kind !== 'Natal').map((channel) => channel.Id),
    Combined: combinedChart(combined),
    NewlyDefinedCenters: centerNamesOfMask(combined.definedCenterMask & ~natal.core.structure.definedCenterMask),
    HangingGates: hangingGatesCompletedBy(natalFlags, transitFlags),
    Warnings: [...natal.warnings],
  };
}
