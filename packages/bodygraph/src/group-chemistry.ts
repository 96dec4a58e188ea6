import type { chemistryBetween } from './composite-from-charts';
import { chemistryScores, type ChemistryScores } from './composite-chemistry';
import type { NatalChartCore } from './natal-chart';
import { CHANNEL_COUNT, CHANNEL_GATE_HIGH, CHANNEL_GATE_LOW } from './reference-tables';

/** The channel and center counts behind a pair's scores (as in the two-person composite v2). */
type PairCounts = ReturnType<typeof chemistryBetween>['Counts'];

/** Chemistry between two members (the two-person composite's formula). */
export interface GroupPairChemistry extends ChemistryScores {
  /** Index of the first member (the lower index). */
  Person0: number;
  /** Index of the second member. */
  Person1: number;
  /** Names of `Person0` and `Person1`. */
  PersonNames: [string, string];
  Counts: PairCounts;
}

/** The pair with the highest or the lowest `Overall`. */
export interface GroupPairExtreme {
  Person0: number;
  Person1: number;
  Overall: number;
  Names: [string, string];
}

/** Chemistry of every pair in the group. */
export interface GroupChemistry {
  /** Every pair once, ordered by `Person0` then `Person1`. */
  Pairs: GroupPairChemistry[];
  /** Mean of the pairs' `Overall`, rounded to an integer. */
  AverageOverall: number;
  /** The pair with the highest `Overall` (the first such pair in `Pairs` order on a tie). */
  Strongest: GroupPairExtreme;
  /** The pair with the lowest `Overall` (the first such pair in `Pairs` order on a tie). */
  Weakest: GroupPairExtreme;
  /** The pair formula, in one sentence: how each pair's scores are computed (Overall from Attraction, Friendship, Harmony, Growth and shared definition). */
  Formula: string;
}

/** The two-person composite's chemistry formula (see `ChemistryScores`), in one sentence. */
export const GROUP_CHEMISTRY_FORMULA =
  'Each pair is scored with the two-person composite formula: Overall = round(0.35 Attraction + 0.25 Friendship + ' +
  '0.15 Harmony + 0.10 Growth + 0.15 SharedDefinition), where Attraction = 100 (1 − 0.5^E), Friendship = ' +
  '100 (1 − 0.5^C), Harmony = 100 × 0.75^M and Growth = 100 (1 − 0.6^D) for the E electromagnetic, C companion, ' +
  'M compromise and D dominant channels of the pair, and SharedDefinition = 100 × the centers both define / the ' +
  'centers either defines (0 when neither defines any).';

function centerCount(mask: number): number {
  let count = 0;
  for (let bits = mask & 0x1ff; bits !== 0; bits &= bits - 1) count++;
  return count;
}

/**
 * The channel counts of `chemistryBetween` (composite-channels' classification), computed without
 * allocating per channel: a group of 12 has 66 pairs, and this keeps them to a few microseconds in all.
 * `group-chemistry.test.ts` checks every pair against `chemistryBetween`.
 */
function pairCounts(person0: NatalChartCore, person1: NatalChartCore): PairCounts & { EitherDefinedCenters: number } {
  const flags0 = person0.core.gateSides;
  const flags1 = person1.core.gateSides;
  let electromagnetic = 0;
  let companion = 0;
  let compromise = 0;
  let dominant = 0;
  for (let index = 0; index < CHANNEL_COUNT; index++) {
    const low = CHANNEL_GATE_LOW[index] as number;
    const high = CHANNEL_GATE_HIGH[index] as number;
    const low0 = flags0[low] ? 1 : 0;
    const high0 = flags0[high] ? 1 : 0;
    const low1 = flags1[low] ? 1 : 0;
    const high1 = flags1[high] ? 1 : 0;
    const full0 = low0 + high0 === 2;
    const full1 = low1 + high1 === 2;
    if (full0 && full1) companion++;
    else if (full0 || full1) {
      if ((full0 ? low1 + high1 : low0 + high0) === 0) dominant++;
      else compromise++;
    } else if (low0 + high0 === 1 && low1 + high1 === 1 && low0 !== low1) electromagnetic++;
  }
  const defined0 = person0.core.structure.definedCenterMask;
  const defined1 = person1.core.structure.definedCenterMask;
  return {
    Electromagnetic: electromagnetic,
    Companion: companion,
    Compromise: compromise,
    Dominant: dominant,
    SharedDefinedCenters: centerCount(defined0 & defined1),
    EitherDefinedCenters: centerCount(defined0 | defined1),
  };
}

/** Chemistry of one pair: the same scores and counts as `chemistryBetween`. */
function pairChemistry(first: number, second: number, charts: readonly NatalChartCore[], names: readonly string[]): GroupPairChemistry {
  const counts = pairCounts(charts[first]!, charts[second]!);
  const scores = chemistryScores({
    electromagnetic: counts.Electromagnetic,
    companion: counts.Companion,
    compromise: counts.Compromise,
    dominant: counts.Dominant,
    sharedDefinedCenters: counts.SharedDefinedCenters,
    eitherDefinedCenters: counts.EitherDefinedCenters,
  });
  // Fields copied one by one rather than spread: spreading into a literal is slow in V8 (about 1 µs each).
  return {
    Person0: first,
    Person1: second,
    PersonNames: [names[first]!, names[second]!],
    Attraction: scores.Attraction,
    Friendship: scores.Friendship,
    Harmony: scores.Harmony,
    Growth: scores.Growth,
    SharedDefinition: scores.SharedDefinition,
    Overall: scores.Overall,
    Counts: {
      Electromagnetic: counts.Electromagnetic,
      Companion: counts.Companion,
      Compromise: counts.Compromise,
      Dominant: counts.Dominant,
      SharedDefinedCenters: counts.SharedDefinedCenters,
    },
  };
}

function extreme(pair: GroupPairChemistry): GroupPairExtreme {
  return { Person0: pair.Person0, Person1: pair.Person1, Overall: pair.Overall, Names: [pair.PersonNames[0], pair.PersonNames[1]] };
}

/** Chemistry of every pair of `charts` (at least two), named by `names` (same order). Pure. */
export function groupChemistry(charts: readonly NatalChartCore[], names: readonly string[]): GroupChemistry {
  const pairs: GroupPairChemistry[] = [];
  for (let first = 0; first < charts.length; first++) {
    for (let second = first + 1; second < charts.length; second++) {
      pairs.push(pairChemistry(first, second, charts, names));
    }
  }
  let strongest = pairs[0]!;
  let weakest = pairs[0]!;
  let total = 0;
  for (const pair of pairs) {
    total += pair.Overall;
    if (pair.Overall > strongest.Overall) strongest = pair;
    if (pair.Overall < weakest.Overall) weakest = pair;
  }
  return {
    Pairs: pairs,
    AverageOverall: Math.round(total / pairs.length),
    Strongest: extreme(strongest),
    Weakest: extreme(weakest),
    Formula: GROUP_CHEMISTRY_FORMULA,
  };
}
