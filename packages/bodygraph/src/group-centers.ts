import type { CenterName } from '@mandala/reference-library';
import type { BodygraphStructure } from './center-graph';
import { CENTER_ORDER, centerNamesOfMask } from './reference-tables';

/** The group's centers in its combined chart, and what they mean for how it works together. */
export interface GroupCenters {
  /** Centers the combined chart defines, in bodygraph order. */
  Defined: CenterName[];
  /** Centers the combined chart leaves undefined or completely open, in bodygraph order. */
  Open: CenterName[];
  /** What the defined and the open centers mean for how the group works together (prose). */
  Meaning: string;
}

/** What a center means for a group when the group defines it, and when it leaves it open. */
const CENTER_IN_A_GROUP: Record<CenterName, { defined: string; open: string }> = {
  Head: {
    defined: 'the same questions keep coming back, so the group returns to shared puzzles and ideas',
    open: 'questions arrive from outside, and the group can end up chasing problems that are not its own',
  },
  Ajna: {
    defined: 'there is a recognisable way of thinking things through and forming a view',
    open: 'there is no fixed way of thinking, which keeps the group open to many views but lets the most certain mind in the room sway it',
  },
  Throat: {
    defined: 'someone can always put the group into words and act for it, so it is heard',
    open: 'there is no steady voice, so getting heard or turning talk into action takes effort, and people may talk over each other for attention',
  },
  G: {
    defined: 'the group knows who it is and which way it is heading',
    open: 'direction is not fixed, so the places and people the group meets shape where it goes',
  },
  Heart: {
    defined: 'there is willpower to make promises and keep them, and a sense of the group’s own worth',
    open: 'nobody needs to prove anything, but the group should be careful not to over-promise to show its value',
  },
  Sacral: {
    defined: 'there is steady, renewable energy for work, as long as the work is something the group responds to',
    open: 'there is no lasting work energy of its own, so the group should pace itself and not take on more than it can carry',
  },
  'Solar Plexus': {
    defined: 'a shared emotional wave colours the mood, and decisions are clearer when given time',
    open: 'the group soaks up and amplifies the feelings around it and may dodge hard conversations',
  },
  Spleen: {
    defined: 'there is an in-the-moment instinct for what is healthy, safe and worth keeping',
    open: 'there is no shared sense of risk, so the group can hold on to people, plans or habits that no longer serve it',
  },
  Root: {
    defined: 'a steady drive pushes work to start and to get finished',
    open: 'outside pressure hits hard, and the group may rush to get things off its plate',
  },
};

const withArticle = (center: CenterName) => (center === 'G' ? 'the G' : `the ${center}`);

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function describe(centers: readonly CenterName[], state: 'defined' | 'open'): string {
  return centers.map((center) => `${capitalize(withArticle(center))}: ${CENTER_IN_A_GROUP[center][state]}.`).join(' ');
}

/** The prose of {@link GroupCenters.Meaning} for a set of defined and open centers. */
export function groupCentersMeaning(defined: readonly CenterName[], open: readonly CenterName[]): string {
  const parts: string[] = [];
  if (defined.length === 0) {
    parts.push('Together the group defines no center: it has no fixed way of working and takes its shape from whoever and whatever is around it.');
  } else {
    parts.push(
      `Together the group defines ${defined.length} of 9 centers; these work the same way whenever it meets, whoever brings them.`,
      describe(defined, 'defined'),
    );
  }
  if (open.length === 0) {
    parts.push('No center is left open: the group is self-contained and can be hard for newcomers or outsiders to influence.');
  } else {
    parts.push(
      `${open.length === 1 ? 'One center stays' : `${open.length} centers stay`} open (undefined or without a gate): here the group is shaped by others and should not count on itself.`,
      describe(open, 'open'),
    );
  }
  return parts.join(' ');
}

/** Defined and open centers of the group's combined chart, with their meaning. Pure. */
export function groupCenters(combined: BodygraphStructure): GroupCenters {
  const defined = centerNamesOfMask(combined.definedCenterMask);
  const open = centerNamesOfMask(((1 << CENTER_ORDER.length) - 1) & ~combined.definedCenterMask);
  return { Defined: defined, Open: open, Meaning: groupCentersMeaning(defined, open) };
}
