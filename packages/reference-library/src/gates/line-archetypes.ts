import type { LineNumber } from './gate';

/** One of the six line archetypes shared by gates and profiles. */
export interface LineArchetype {
  readonly line: LineNumber;
  /** Archetype name: Investigator, Hermit, Martyr, Opportunist, Heretic, Role Model. */
  readonly name: string;
  /** One sentence on the archetype, in this project's own words. */
  readonly keynote: string;
}

/** The six line archetypes, line 1 to 6. */
export const lineArchetypes: readonly LineArchetype[] = Object.freeze(
  [
    { line: 1, name: 'Investigator', keynote: 'Builds security by studying the foundation of things before acting.' },
    { line: 2, name: 'Hermit', keynote: 'Has natural talents that work best undisturbed, until others call them out.' },
    { line: 3, name: 'Martyr', keynote: 'Learns by trial and error, discovering what works by bumping into what does not.' },
    { line: 4, name: 'Opportunist', keynote: 'Works through a network of friends and contacts, sharing what it knows with them.' },
    { line: 5, name: 'Heretic', keynote: 'Is projected upon by strangers and is called to deliver practical, universal solutions.' },
    { line: 6, name: 'Role Model', keynote: 'Moves from experience to detached observation and finally to living as an example.' },
  ] as const satisfies readonly LineArchetype[],
).map((archetype) => Object.freeze(archetype));
