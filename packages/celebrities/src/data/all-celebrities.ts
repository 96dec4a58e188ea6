import type { CelebrityRecord } from '../celebrity-record';
import { ARTS_CELEBRITIES } from './arts';
import { BUSINESS_CELEBRITIES } from './business';
import { FILM_CELEBRITIES } from './film';
import { LITERATURE_CELEBRITIES } from './literature';
import { MUSIC_CELEBRITIES } from './music';
import { POLITICS_CELEBRITIES } from './politics';
import { RELIGION_CELEBRITIES } from './religion';
import { SCIENCE_CELEBRITIES } from './science';
import { SPORTS_CELEBRITIES } from './sports';

/**
 * Every record, frozen (the array and each record), in category order and then file order.
 * Charts are not stored: see `celebrity-chart.ts`.
 */
export const CELEBRITIES: readonly CelebrityRecord[] = Object.freeze(
  [
    ...SCIENCE_CELEBRITIES,
    ...ARTS_CELEBRITIES,
    ...MUSIC_CELEBRITIES,
    ...FILM_CELEBRITIES,
    ...SPORTS_CELEBRITIES,
    ...POLITICS_CELEBRITIES,
    ...BUSINESS_CELEBRITIES,
    ...LITERATURE_CELEBRITIES,
    ...RELIGION_CELEBRITIES,
  ].map((record) => Object.freeze(record)),
);
