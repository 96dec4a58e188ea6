import { variables } from '@mandala/reference-library';
import type { VariableKind, VariableTerm } from '@mandala/reference-library';
import type { VariableReadings } from './variables';

/** The names of a chart's variables, from the reference-library vocabularies. */
export interface VariableNames {
  determination: string;
  determinationVariant: string;
  cognition: string;
  environment: string;
  environmentVariant: string;
  motivation: string;
  sense: string;
  transference: string;
  perspective: string;
  distraction: string;
}

function termsOf(kind: VariableKind): readonly VariableTerm[] {
  const terms: VariableTerm[] = [];
  for (const term of variables[kind].terms) terms[term.index - 1] = term;
  return terms;
}

const TERMS = {
  determination: termsOf('determination'),
  cognition: termsOf('cognition'),
  environment: termsOf('environment'),
  motivation: termsOf('motivation'),
  transference: termsOf('transference'),
  sense: termsOf('sense'),
  perspective: termsOf('perspective'),
  distraction: termsOf('distraction'),
};

function term(kind: keyof typeof TERMS, index: number): VariableTerm {
  const found = TERMS[kind][index - 1];
  if (found === undefined) throw new Error(`reference library has no ${kind} term ${index}`);
  return found;
}

/**
 * Names of the four variables. Color picks the category (and the transference/distraction paired
 * with it); tone picks Cognition (Design Sun) and Sense (Personality Sun); the arrow (tone 1-3 Left,
 * 4-6 Right) picks the Left/Right variant of Determination and Environment.
 */
export function variableNames(readings: VariableReadings): VariableNames {
  const determination = term('determination', readings.determination.color);
  const environment = term('environment', readings.environment.color);
  return {
    determination: determination.name,
    determinationVariant:
      (readings.determination.arrow === 'Left' ? determination.leftVariant : determination.rightVariant) ?? '',
    cognition: term('cognition', readings.determination.tone).name,
    environment: environment.name,
    environmentVariant: (readings.environment.arrow === 'Left' ? environment.leftVariant : environment.rightVariant) ?? '',
    motivation: term('motivation', readings.motivation.color).name,
    sense: term('sense', readings.motivation.tone).name,
    transference: term('transference', readings.motivation.color).name,
    perspective: term('perspective', readings.perspective.color).name,
    distraction: term('distraction', readings.perspective.color).name,
  };
}
