import type { Definition } from './vocabulary-types';

/** The five definitions. Prose is this project's own wording. */
export const definitionRecords: readonly Definition[] = [
  {
    id: 'no-definition',
    name: 'No Definition',
    aliases: ['None'],
    componentCount: 0,
    description: 'No defined channel: every center is open, as in a Reflector.',
  },
  {
    id: 'single-definition',
    name: 'Single Definition',
    aliases: ['Single'],
    componentCount: 1,
    description: 'All defined centers form one connected area, so energy flows without needing others to bridge it.',
  },
  {
    id: 'split-definition',
    name: 'Split Definition',
    aliases: ['Split', 'Simple Split', 'Wide Split'],
    componentCount: 2,
    description: 'Two separate defined areas, often drawn to people who carry the missing bridge.',
  },
  {
    id: 'triple-split-definition',
    name: 'Triple Split Definition',
    aliases: ['Triple Split'],
    componentCount: 3,
    description: 'Three separate defined areas that benefit from varied company and time to connect.',
  },
  {
    id: 'quadruple-split-definition',
    name: 'Quadruple Split Definition',
    aliases: ['Quadruple Split', 'Quad Split'],
    componentCount: 4,
    description: 'Four separate defined areas, the rarest case, which settle slowly and steadily.',
  },
];
