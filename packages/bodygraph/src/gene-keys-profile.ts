import { GENE_KEY_SPHERES, geneKeyThemes, getGate, type GeneKeySequence } from '@mandala/reference-library';
import type { ActivatingBodyName, ActivationSide } from './bodies';
import { BodygraphError } from './errors';
import type { GateActivationV1 } from './natal-response-types';

/** One sphere of a Gene Keys profile: the key (the gate of the same number) and line of the activation it reads. */
export interface GeneKeySphereReading {
  /** `lifes-work`. */
  Id: string;
  /** `Life's Work`. */
  Name: string;
  Sequence: GeneKeySequence;
  /** The side (`Personality` = conscious, birth; `Design` = unconscious, design moment) of the activation read. */
  Activation: ActivationSide;
  Planet: ActivatingBodyName;
  /** Gene Key 1 to 64: the gate of that activation. */
  Key: number;
  /** Line 1 to 6 of that activation. */
  Line: number;
  Shadow: string;
  Gift: string;
  Siddhi: string;
  /** One line on what the key is about (this project's words). */
  Theme: string;
}

/** A Gene Keys profile: the 13 spheres of the three sequences (eleven distinct activations). */
export interface GeneKeysProfile {
  /** Life's Work, Evolution, Radiance, Purpose. */
  Activation: GeneKeySphereReading[];
  /** Attraction, IQ, EQ, SQ, Core. */
  Venus: GeneKeySphereReading[];
  /** Vocation, Culture, Pearl, Brand. */
  Pearl: GeneKeySphereReading[];
}

/** The activations a profile reads: any natal chart version's `Gates` list (v1, v2 or v3). */
export interface GeneKeysChartInput {
  Gates: readonly Pick<GateActivationV1, 'Gate' | 'Line' | 'Planet' | 'Activation'>[];
}

/**
 * The Gene Keys profile of a natal chart (any version): for each sphere the key and line of the activation it
 * reads, with the key's shadow, gift and siddhi names and a one-line theme. Pure. Throws `BodygraphError`
 * `invalid_chart_input` when the chart lacks one of the eleven activations.
 *
 * @example geneKeysProfile(natalChart(birth, { version: 'v1' })).Activation[0] // Life's Work
 */
export function geneKeysProfile(chart: GeneKeysChartInput): GeneKeysProfile {
  if (typeof chart !== 'object' || chart === null || !Array.isArray(chart.Gates)) {
    throw new BodygraphError('invalid_chart_input', 'geneKeysProfile takes a natal chart with its Gates list');
  }
  const profile: GeneKeysProfile = { Activation: [], Venus: [], Pearl: [] };
  for (const sphere of GENE_KEY_SPHERES) {
    const activation = chart.Gates.find((entry) => entry.Planet === sphere.planet && entry.Activation === sphere.side);
    if (activation === undefined) {
      throw new BodygraphError('invalid_chart_input', `the chart has no ${sphere.side} ${sphere.planet} activation for the ${sphere.name} sphere`, {
        details: { field: 'Gates', sphere: sphere.id },
      });
    }
    const names = getGate(activation.Gate).geneKeys;
    profile[sphere.sequence].push({
      Id: sphere.id,
      Name: sphere.name,
      Sequence: sphere.sequence,
      Activation: sphere.side,
      Planet: sphere.planet,
      Key: activation.Gate,
      Line: activation.Line,
      Shadow: names.shadow,
      Gift: names.gift,
      Siddhi: names.siddhi,
      Theme: geneKeyThemes[activation.Gate - 1] as string,
    });
  }
  return profile;
}
