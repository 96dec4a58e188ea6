import { deepFreeze } from '../shared/deep-freeze';
import type { Profile } from './profile';
import { profileRecords } from './profile-records';

/** The 12 profiles: 1/3, 1/4, 2/4, 2/5, 3/5, 3/6, 4/6, 4/1, 5/1, 5/2, 6/2, 6/3. Deeply frozen. */
export const profiles: readonly Profile[] = deepFreeze(profileRecords.map((profile) => ({ ...profile })));
