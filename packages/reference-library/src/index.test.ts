import { describe, expect, it } from 'vitest';
import * as library from './index';

describe('public API', () => {
  it('exports the structural names other packages rely on', () => {
    for (const name of [
      'CENTER_NAMES',
      'GATE_WHEEL_ORDER',
      'GATE_WHEEL_START_DEGREES',
      'gates',
      'getGate',
      'channels',
      'getChannel',
      'centers',
      'getCenter',
      'profiles',
      'getProfile',
      'incarnationCrosses',
      'findIncarnationCross',
      'getIncarnationCross',
      'types',
      'authorities',
      'definitions',
      'strategies',
      'getType',
      'getAuthority',
      'variables',
      'PLANET_NAMES',
      'isPlanetName',
      'lineFixing',
      'lineFixings',
      'dignityOf',
      'ZODIAC_SIGNS',
      'zodiacDignityOf',
      'foldText',
      'ReferenceLibraryError',
    ]) {
      expect(library, name).toHaveProperty(name);
    }
  });

  it('reports the counts of the spec: 64 gates, 36 channels, 9 centers, 12 profiles, 192 crosses', () => {
    expect([
      library.gates.length,
      library.channels.length,
      library.centers.length,
      library.profiles.length,
      library.incarnationCrosses.length,
    ]).toEqual([64, 36, 9, 12, 192]);
  });
});
