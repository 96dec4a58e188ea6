// Display names and ids from @mandala/reference-library, looked up once at module load so that
// building a response is a few array reads.
import { authorities, centers, definitions, findIncarnationCross, gates, profiles, types } from '@mandala/reference-library';
import type { CenterKind } from '@mandala/reference-library';
import type { AuthorityName, CrossAngle, DefinitionName, TypeName } from './chart-kinds';
import { idOfName } from './chart-kinds';
import { CENTER_ORDER } from './reference-tables';

/** Id, strategy, signature and not-self theme of a type. */
export interface TypeFacts {
  id: string;
  strategy: string;
  strategyId: string;
  signature: string;
  notSelfTheme: string;
}

const typeFactsByName = new Map<string, TypeFacts>(
  types.map((type) => [
    type.name,
    {
      id: type.id,
      strategy: type.strategy,
      strategyId: type.strategyId,
      signature: type.signature,
      notSelfTheme: type.notSelfTheme,
    },
  ]),
);

/** Facts about a type name (always found: the five names are fixed). */
export function typeFacts(type: TypeName): TypeFacts {
  const facts = typeFactsByName.get(type);
  if (facts === undefined) throw new Error(`reference library has no type ${type}`);
  return facts;
}

const authorityIdByName = new Map<string, string>(authorities.map((authority) => [authority.name, authority.id]));
/** Kebab-case id of an authority name. */
export function authorityId(authority: AuthorityName): string {
  return authorityIdByName.get(authority) ?? idOfName(authority);
}

const definitionIdByName = new Map<string, string>(definitions.map((definition) => [definition.name, definition.id]));
/** Kebab-case id of a definition name. */
export function definitionId(definition: DefinitionName): string {
  return definitionIdByName.get(definition) ?? idOfName(definition);
}

const profileNameById = new Map<string, string>(profiles.map((profile) => [profile.id, profile.name]));
/** `Opportunist / Role Model` for `4/6`; null for a line pair that is not one of the 12 profiles. */
export function profileName(profile: string): string | null {
  return profileNameById.get(profile) ?? null;
}

/** Name and id of an incarnation cross. */
export interface CrossFacts {
  id: string;
  name: string;
}

const crossCache = new Map<string, CrossFacts>();
/** The cross keyed by Personality Sun gate and angle. */
export function crossFacts(personalitySunGate: number, angle: CrossAngle): CrossFacts {
  const key = `${personalitySunGate}|${angle}`;
  let facts = crossCache.get(key);
  if (facts === undefined) {
    const cross = findIncarnationCross(personalitySunGate, angle);
    facts = { id: cross.id, name: cross.name };
    crossCache.set(key, facts);
  }
  return facts;
}

/** Id, kinds and motor flag of each center, in {@link CENTER_ORDER}. */
export const CENTER_FACTS: readonly { id: string; kind: readonly CenterKind[]; isMotor: boolean }[] = CENTER_ORDER.map(
  (name) => {
    const center = centers.find((candidate) => candidate.name === name);
    if (center === undefined) throw new Error(`reference library has no center ${name}`);
    return { id: center.id, kind: Object.freeze([...center.kind]), isMotor: center.isMotor };
  },
);

/** Keynote name of each gate, indexed by gate number. */
export const GATE_NAMES: readonly string[] = (() => {
  const names: string[] = new Array<string>(65).fill('');
  for (const gate of gates) names[gate.number] = gate.name;
  return names;
})();
