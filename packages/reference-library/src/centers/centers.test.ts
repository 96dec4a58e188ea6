import { describe, expect, it } from 'vitest';
import { CENTER_NAMES } from './center-name';
import { centers } from './centers';
import { getCenter } from './get-center';

describe('centers', () => {
  it('has the nine centers in CENTER_NAMES order, covering all 64 gates once', () => {
    expect(centers.map((center) => center.name)).toEqual(CENTER_NAMES);
    const allGates = centers.flatMap((center) => center.gates).sort((a, b) => a - b);
    expect(allGates).toEqual(Array.from({ length: 64 }, (_, index) => index + 1));
  });

  it('marks exactly Heart, Sacral, Solar Plexus and Root as motors', () => {
    expect(centers.filter((center) => center.isMotor).map((center) => center.name)).toEqual([
      'Heart',
      'Sacral',
      'Solar Plexus',
      'Root',
    ]);
    expect(centers.filter((center) => center.isAwareness).map((center) => center.name)).toEqual([
      'Ajna',
      'Solar Plexus',
      'Spleen',
    ]);
  });

  it('has prose for every center', () => {
    for (const center of centers) {
      expect(center.definedTheme.length).toBeGreaterThan(20);
      expect(center.openTheme.length).toBeGreaterThan(20);
      expect(center.notSelfQuestion.endsWith('?')).toBe(true);
      expect(center.biologicalCorrelation.length).toBeGreaterThan(0);
    }
  });
});

describe('getCenter', () => {
  it.each([
    ['Solar Plexus', 'Solar Plexus'],
    ['solar-plexus', 'Solar Plexus'],
    ['SOLAR_PLEXUS', 'Solar Plexus'],
    ['Heart', 'Heart'],
    ['Ego', 'Heart'],
    ['will', 'Heart'],
    ['Heart/Ego', 'Heart'],
    ['G', 'G'],
    ['Self', 'G'],
    ['g center', 'G'],
    ['Splenic', 'Spleen'],
    ['root centre', 'Root'],
  ])('%s gives %s', (key, name) => {
    expect(getCenter(key).name).toBe(name);
  });

  it('throws reference_not_found for unknown names', () => {
    expect(() => getCenter('Navel')).toThrow(expect.objectContaining({ code: 'reference_not_found' }));
  });
});
