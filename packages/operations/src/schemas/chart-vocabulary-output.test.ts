import type { ArrowDirection, AuthorityName, SideCoverage, TypeName } from '@mandala/bodygraph';
import type { TimeWarning } from '@mandala/ephemeris';
import { CIRCUIT_GROUP_OF, authorities, centers, channels, definitions, strategies, types } from '@mandala/reference-library';
import type {
  AuthorityId,
  CenterId,
  CenterKind,
  Circuit,
  CircuitGroup,
  DefinitionId,
  HumanDesignTypeId,
  StrategyId,
} from '@mandala/reference-library';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ARROW_DIRECTIONS, SIDE_COVERAGES, TIME_WARNINGS } from './chart-vocabulary-output';
import {
  AUTHORITY_IDS,
  AUTHORITY_NAMES,
  CENTER_IDS,
  CENTER_KINDS,
  CIRCUITS,
  CIRCUIT_GROUPS,
  DEFINITION_IDS,
  STRATEGY_IDS,
  STRATEGY_NAMES,
  TYPE_IDS,
  TYPE_NAMES,
  channelIdSchema,
  variableVariantSchema,
} from './chart-vocabulary-output';

describe('chart vocabulary', () => {
  it('lists what the reference library lists, in its order', () => {
    expect(TYPE_NAMES).toEqual(types.map((type) => type.name));
    expect(TYPE_IDS).toEqual(types.map((type) => type.id));
    expect(STRATEGY_NAMES).toEqual(strategies.map((strategy) => strategy.name));
    expect(STRATEGY_IDS).toEqual(strategies.map((strategy) => strategy.id));
    expect(AUTHORITY_NAMES).toEqual(authorities.map((authority) => authority.name));
    expect(AUTHORITY_IDS).toEqual(authorities.map((authority) => authority.id));
    expect(DEFINITION_IDS).toEqual(definitions.map((definition) => definition.id));
    expect(CENTER_IDS).toEqual(centers.map((center) => center.id));
    expect(new Set(CENTER_KINDS)).toEqual(new Set(centers.flatMap((center) => center.kind)));
    expect(CIRCUITS).toEqual(Object.keys(CIRCUIT_GROUP_OF));
    expect(new Set(CIRCUIT_GROUPS)).toEqual(new Set(Object.values(CIRCUIT_GROUP_OF)));
    expect(channelIdSchema.options).toHaveLength(36);
  });

  it('gives the variants of every determination and environment term, none empty', () => {
    expect(variableVariantSchema('determination').options).toHaveLength(12);
    expect(variableVariantSchema('environment').options).toHaveLength(12);
    expect(variableVariantSchema('environment').options).not.toContain('');
  });

  it('covers every member of the engine types (checked by the typecheck)', () => {
    expectTypeOf<(typeof TYPE_NAMES)[number]>().toEqualTypeOf<TypeName>();
    expectTypeOf<(typeof TYPE_IDS)[number]>().toEqualTypeOf<HumanDesignTypeId>();
    expectTypeOf<(typeof STRATEGY_IDS)[number]>().toEqualTypeOf<StrategyId>();
    expectTypeOf<(typeof AUTHORITY_NAMES)[number]>().toEqualTypeOf<AuthorityName>();
    expectTypeOf<(typeof AUTHORITY_IDS)[number]>().toEqualTypeOf<AuthorityId>();
    expectTypeOf<(typeof DEFINITION_IDS)[number]>().toEqualTypeOf<DefinitionId>();
    expectTypeOf<(typeof CENTER_IDS)[number]>().toEqualTypeOf<CenterId>();
    expectTypeOf<(typeof CENTER_KINDS)[number]>().toEqualTypeOf<CenterKind>();
    expectTypeOf<(typeof CIRCUITS)[number]>().toEqualTypeOf<Circuit>();
    expectTypeOf<(typeof CIRCUIT_GROUPS)[number]>().toEqualTypeOf<CircuitGroup>();
    expectTypeOf<(typeof TIME_WARNINGS)[number]>().toEqualTypeOf<TimeWarning>();
    expectTypeOf<(typeof SIDE_COVERAGES)[number]>().toEqualTypeOf<SideCoverage>();
    expectTypeOf<(typeof ARROW_DIRECTIONS)[number]>().toEqualTypeOf<ArrowDirection>();
    expect(channels).toHaveLength(36);
  });
});
