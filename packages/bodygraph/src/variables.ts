import { colorOfBaseIndex, toneOfBaseIndex } from './activation';
import { BODY_INDEX } from './bodies';
import type { ChartCore } from './chart-core';

/** Arrow direction of a variable: tones 1-3 point Left, tones 4-6 point Right. */
export type ArrowDirection = 'Left' | 'Right';

/** Color, tone and arrow of one of the four variables. */
export interface VariableReading {
  /** Color 1 to 6: picks the category (Appetite, Caves, Fear, Survival, ...). */
  color: number;
  /** Tone 1 to 6: picks the arrow, and names Cognition (Design Sun) and Sense (Personality Sun). */
  tone: number;
  arrow: ArrowDirection;
}

/** The four variables and their short notation (`PLR DLL`). */
export interface VariableReadings {
  /** Design Sun (top left arrow). */
  determination: VariableReading;
  /** Design North Node (bottom left arrow). */
  environment: VariableReading;
  /** Personality Sun (top right arrow). */
  motivation: VariableReading;
  /** Personality North Node (bottom right arrow). */
  perspective: VariableReading;
  /** `P` + Personality Sun and Node arrows, ` D` + Design Sun and Node arrows, e.g. `PLR DLL`. */
  notation: string;
}

/** Arrow of a tone: 1-3 Left, 4-6 Right. */
export function arrowOfTone(tone: number): ArrowDirection {
  return tone <= 3 ? 'Left' : 'Right';
}

function arrowLetter(reading: VariableReading): 'L' | 'R' {
  return reading.arrow === 'Left' ? 'L' : 'R';
}

function reading(baseIndex: number): VariableReading {
  const tone = toneOfBaseIndex(baseIndex);
  return { color: colorOfBaseIndex(baseIndex), tone, arrow: arrowOfTone(tone) };
}

/** Reads the four variables of a chart core (colors and tones of the Suns and North Nodes). */
export function variableReadings(core: ChartCore): VariableReadings {
  const determination = reading(core.design.baseIndices[BODY_INDEX.Sun] as number);
  const environment = reading(core.design.baseIndices[BODY_INDEX.NorthNode] as number);
  const motivation = reading(core.personality.baseIndices[BODY_INDEX.Sun] as number);
  const perspective = reading(core.personality.baseIndices[BODY_INDEX.NorthNode] as number);
  return {
    determination,
    environment,
    motivation,
    perspective,
    notation: `P${arrowLetter(motivation)}${arrowLetter(perspective)} D${arrowLetter(determination)}${arrowLetter(environment)}`,
  };
}
