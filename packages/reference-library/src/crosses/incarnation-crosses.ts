import { crossFacts } from '../data/cross-facts.generated';
import { wheelFacts } from '../data/wheel-facts.generated';
import type { Quarter } from '../gates/gate';
import { deepFreeze } from '../shared/deep-freeze';
import { crossFamilyThemes } from './cross-themes';
import type { IncarnationCross } from './incarnation-cross';

/** `Right Angle Cross of the Sphinx 4` from `Right Angle` and `The Sphinx 4`. */
export function crossFullName(angle: string, shortName: string): string {
  return `${angle} Cross of ${shortName.replace(/^The /, 'the ')}`;
}

/** Lower-case, hyphen-separated slug of a cross name. */
export function crossSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function buildCross(fact: (typeof crossFacts)[number]): IncarnationCross {
  const numbered = /^(.*) (\d)$/.exec(fact.shortName);
  const family = numbered ? String(numbered[1]) : fact.shortName;
  const name = crossFullName(fact.angle, fact.shortName);
  const quarter = wheelFacts.find((row) => row.gate === fact.gates[0])?.quarter as Quarter;
  return {
    id: crossSlug(name),
    name,
    shortName: fact.shortName,
    family,
    familyNumber: numbered ? Number(numbered[2]) : null,
    angle: fact.angle,
    gates: [fact.gates[0], fact.gates[1], fact.gates[2], fact.gates[3]],
    quarter,
    theme: crossFamilyThemes[`${fact.angle}: ${family}`] ?? '',
  };
}

/** The 192 incarnation crosses ordered by Personality Sun gate, then Right Angle, Juxtaposition, Left Angle. Deeply frozen. */
export const incarnationCrosses: readonly IncarnationCross[] = deepFreeze(crossFacts.map(buildCross));
