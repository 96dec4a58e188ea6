// What a slow cycle means for one chart, in this project's own sentences around the reference library's gate,
// line and center records: the natal gate of Saturn, Chiron or Uranus, its line and its center (defined or open
// in the natal chart).
import { getCenter, getGate, type Gate } from '@mandala/reference-library';
import type { CycleKind } from './cycle-kinds';
import type { NatalBodyPosition } from './natal-body-position';
import type { ReturnChart } from './return-chart';
import { lineArchetypeName } from './year-theme';

/** The meaning of the Saturn returns. */
export type SaturnMeaning = {
  GateTheme: string;
  LifeLesson: string;
  MaturityChallenge: string;
  ReflectionQuestions: string[];
};

/** The meaning of the Chiron return. */
export type ChironMeaning = {
  WoundTheme: string;
  HealingPath: string;
  WisdomGift: string;
  ReflectionQuestions: string[];
};

/** The meaning of the Uranus opposition. */
export type UranusMeaning = {
  GateTheme: string;
  Awakening: string;
  MidlifeChallenge: string;
  ReflectionQuestions: string[];
};

/** The meaning block of a cycle. */
export type CycleMeaning = SaturnMeaning | ChironMeaning | UranusMeaning;

interface GateReading {
  readonly gate: Gate;
  readonly line: number;
  readonly archetype: string;
  readonly lineDescription: string;
  /** `gate 61 (Mystery)`. */
  readonly label: string;
  /** How the gate's center works in the natal chart, defined or open, from the center record. */
  readonly centerSentence: string;
}

function readGate(position: NatalBodyPosition, natalChart: ReturnChart): GateReading {
  const gate = getGate(position.Gate);
  const center = getCenter(gate.center);
  const centerDefined = natalChart.DefinedCenters.includes(center.name);
  return {
    gate,
    line: position.Line,
    archetype: lineArchetypeName(position.Line),
    lineDescription: gate.lines[position.Line - 1]?.description ?? '',
    label: `gate ${gate.number} (${gate.name})`,
    centerSentence: `The gate sits in the ${center.name} center, which is ${centerDefined ? 'defined' : 'open'} in the natal chart: ${
      centerDefined ? center.definedTheme : center.openTheme
    }`,
  };
}

/** The meaning of Saturn's returns for a natal Saturn at `position`. */
export function saturnMeaning(position: NatalBodyPosition, natalChart: ReturnChart): SaturnMeaning {
  const reading = readGate(position, natalChart);
  return {
    GateTheme: `Natal Saturn stands in ${reading.label}, line ${reading.line} (${reading.archetype}), in ${position.ZodiacSign}. ${reading.gate.theme}`,
    LifeLesson:
      `Each time Saturn comes back to ${reading.label}, about every 29 years, it tests what has been built on this theme: ` +
      `commitments made to please others tend to fall away, and the ones that fit become lasting structure. ${reading.lineDescription}`,
    MaturityChallenge:
      `${reading.centerSentence} Maturity here means taking responsibility for how this energy is used, ` +
      `with the patience of the ${reading.archetype} line rather than the shortcut.`,
    ReflectionQuestions: [
      `Where has the theme of ${reading.label} asked me for commitment, and what have I built with it so far?`,
      `Which duties did I take on for approval rather than because they fit my own way as a ${reading.archetype}?`,
      'What do I want to stand on firmly for the next 29 years, and what am I ready to let go of?',
    ],
  };
}

/** The meaning of the Chiron return for a natal Chiron at `position`. */
export function chironMeaning(position: NatalBodyPosition, natalChart: ReturnChart): ChironMeaning {
  const reading = readGate(position, natalChart);
  return {
    WoundTheme:
      `Natal Chiron stands in ${reading.label}, line ${reading.line} (${reading.archetype}), in ${position.ZodiacSign}. ` +
      `The sore spot of a life tends to gather around this gate: ${reading.gate.theme}`,
    HealingPath:
      `Healing starts by meeting this theme with patience instead of trying to fix it once and for all. ${reading.lineDescription} ` +
      reading.centerSentence,
    WisdomGift:
      `At the Chiron return, around 50, what was hardest to learn in ${reading.label} can become what is easiest to pass on: ` +
      `experience of the wound turns into understanding that helps others carrying the same one.`,
    ReflectionQuestions: [
      `Where have I felt unsure or hurt around the theme of ${reading.label}?`,
      'Which ways of compensating for that hurt can I now set down?',
      'What have I learned from it that someone younger could use?',
    ],
  };
}

/** The meaning of the Uranus opposition for a natal Uranus at `position`. */
export function uranusMeaning(position: NatalBodyPosition, natalChart: ReturnChart): UranusMeaning {
  const reading = readGate(position, natalChart);
  const opposite = getGate(reading.gate.oppositeGate);
  return {
    GateTheme: `Natal Uranus stands in ${reading.label}, line ${reading.line} (${reading.archetype}), in ${position.ZodiacSign}. ${reading.gate.theme}`,
    Awakening:
      `At the opposition Uranus stands across the wheel in gate ${opposite.number} (${opposite.name}), line ${reading.line}: ` +
      `${opposite.theme} It wakes up what the life has left undone so far and asks to bring it in.`,
    MidlifeChallenge:
      `${reading.centerSentence} The challenge of midlife is to change course where it is overdue ` +
      'without throwing away what still works.',
    ReflectionQuestions: [
      `Which part of ${reading.label} have I held back out of habit or caution?`,
      `What would change if I let the theme of gate ${opposite.number} (${opposite.name}) into my life?`,
      'Which change is overdue, and which urge for change is only restlessness?',
    ],
  };
}

/** The meaning block of a cycle kind for its natal body at `position`. */
export function cycleMeaning(kind: CycleKind, position: NatalBodyPosition, natalChart: ReturnChart): CycleMeaning {
  if (kind === 'saturn') return saturnMeaning(position, natalChart);
  if (kind === 'chiron') return chironMeaning(position, natalChart);
  return uranusMeaning(position, natalChart);
}
