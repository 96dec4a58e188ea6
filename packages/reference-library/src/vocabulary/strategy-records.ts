import type { Strategy } from './vocabulary-types';

/** The four strategies. Prose is this project's own wording. */
export const strategyRecords: readonly Strategy[] = [
  {
    id: 'to-inform',
    name: 'To Inform',
    types: ['manifestor'],
    description: 'Let the people who will be affected know before acting, which reduces resistance.',
  },
  {
    id: 'to-respond',
    name: 'To Respond',
    types: ['generator', 'manifesting-generator'],
    description: 'Wait for something to respond to and follow the gut answer instead of initiating from the mind.',
  },
  {
    id: 'wait-for-the-invitation',
    name: 'Wait for the Invitation',
    types: ['projector'],
    description: 'Wait to be recognised and invited into the big things, such as work, relationships and where to live.',
  },
  {
    id: 'wait-a-lunar-cycle',
    name: 'Wait a Lunar Cycle',
    types: ['reflector'],
    description: 'Give major decisions about 28 days, talking them through, before committing.',
  },
];
