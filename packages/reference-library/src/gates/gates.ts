import type { CenterId } from '../centers/center-name';
import { CIRCUIT_GROUP_OF, type Circuit, type CircuitGroup } from '../channels/circuit';
import { channelFacts } from '../data/channel-facts.generated';
import { gateFacts } from '../data/gate-facts.generated';
import { wheelFacts } from '../data/wheel-facts.generated';
import { deepFreeze } from '../shared/deep-freeze';
import type { Gate, GateLine, LineNumber, Quarter } from './gate';
import { gateLineDescriptions } from './gate-lines';
import { gateThemes } from './gate-themes';
import { geneKeyNames } from './gene-keys';
import { lineArchetypes } from './line-archetypes';

const LINE_NUMBERS: readonly LineNumber[] = [1, 2, 3, 4, 5, 6];

function buildGate(fact: (typeof gateFacts)[number]): Gate {
  const wheelIndex = wheelFacts.findIndex((row) => row.gate === fact.number);
  const wheelRow = wheelFacts[wheelIndex];
  const geneKeys = geneKeyNames[fact.number - 1];
  if (wheelRow === undefined || geneKeys === undefined) throw new Error(`incomplete data for gate ${fact.number}`);
  const memberOf = channelFacts.filter((channel) => (channel.gates as readonly number[]).includes(fact.number));
  const circuits = [...new Set(memberOf.map((channel) => channel.circuit as Circuit))];
  const circuitGroups = [...new Set(circuits.map((circuit): CircuitGroup => CIRCUIT_GROUP_OF[circuit]))];
  const descriptions = gateLineDescriptions[fact.number] ?? [];
  const lines = LINE_NUMBERS.map(
    (line): GateLine => ({
      line,
      archetype: lineArchetypes[line - 1]?.name ?? '',
      description: descriptions[line - 1] ?? '',
    }),
  );
  return {
    number: fact.number,
    name: fact.name,
    aliases: [...fact.aliases],
    center: fact.center,
    centerId: fact.center.toLowerCase().replace(' ', '-') as CenterId,
    quarter: wheelRow.quarter as Quarter,
    wheelIndex,
    startLongitudeDegrees: wheelRow.startLongitudeDegrees,
    channelPartners: [...fact.channelPartners],
    channelIds: memberOf.map((channel) => channel.id),
    circuits,
    circuitGroups,
    oppositeGate: fact.oppositeGate,
    iChing: { hexagramNumber: fact.number, name: fact.iChingName },
    geneKeys,
    theme: gateThemes[fact.number] ?? '',
    lines,
  };
}

/** The 64 gates ordered by number (`gates[0]` is gate 1). Deeply frozen. */
export const gates: readonly Gate[] = deepFreeze(gateFacts.map(buildGate));
