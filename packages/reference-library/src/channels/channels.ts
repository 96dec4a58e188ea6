import { channelFacts } from '../data/channel-facts.generated';
import { deepFreeze } from '../shared/deep-freeze';
import type { Channel } from './channel';
import { channelThemes } from './channel-themes';

/** The 36 channels ordered by lower gate, then higher gate. Deeply frozen. */
export const channels: readonly Channel[] = deepFreeze(
  channelFacts
    .map(
      (fact): Channel => ({
        id: fact.id,
        gates: [fact.gates[0], fact.gates[1]],
        centers: [fact.centers[0], fact.centers[1]],
        name: fact.name,
        aliases: [...fact.aliases],
        circuit: fact.circuit,
        circuitGroup: fact.circuitGroup,
        theme: channelThemes[fact.id] ?? '',
      }),
    )
    .sort((a, b) => a.gates[0] - b.gates[0] || a.gates[1] - b.gates[1]),
);
