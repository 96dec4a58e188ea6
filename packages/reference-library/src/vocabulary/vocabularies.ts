import { deepFreeze } from '../shared/deep-freeze';
import { authorityRecords } from './authority-records';
import { definitionRecords } from './definition-records';
import { strategyRecords } from './strategy-records';
import { typeRecords } from './type-records';
import type { Authority, Definition, HumanDesignType, Strategy } from './vocabulary-types';

/** The five types: Manifestor, Generator, Manifesting Generator, Projector, Reflector. Deeply frozen. */
export const types: readonly HumanDesignType[] = deepFreeze(typeRecords.map((record) => ({ ...record })));

/** The four strategies. Deeply frozen. */
export const strategies: readonly Strategy[] = deepFreeze(strategyRecords.map((record) => ({ ...record })));

/** The eight inner authorities in hierarchy order (first match wins). Deeply frozen. */
export const authorities: readonly Authority[] = deepFreeze(authorityRecords.map((record) => ({ ...record })));

/** The five definitions, by number of connected areas 0 to 4. Deeply frozen. */
export const definitions: readonly Definition[] = deepFreeze(definitionRecords.map((record) => ({ ...record })));
