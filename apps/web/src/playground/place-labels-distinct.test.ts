import { describe, expect, it } from 'vitest';
import { placeCoordinates, placeLabels } from './place-options';

// Two real towns called Lisbon in Ohio, as `GET /locations?q=Lisbon` lists them (the atlas has no county).
const lisbonPortugal = { city: 'Lisbon', region: 'Lisbon', country: 'Portugal', timezone: 'Europe/Lisbon', latitude: 38.7167, longitude: -9.1333 };
const lisbonMadison = { city: 'Lisbon', region: 'Ohio', country: 'United States', timezone: 'America/New_York', latitude: 39.8609, longitude: -83.6352 };
const lisbonColumbiana = { city: 'Lisbon', region: 'Ohio', country: 'United States', timezone: 'America/New_York', latitude: 40.772, longitude: -80.7681 };
const lisbonMaine = { city: 'Lisbon', region: 'Maine', country: 'United States', timezone: 'America/New_York', latitude: 44.0315, longitude: -70.1045 };

describe('place suggestions with the same name', () => {
  it('tells two towns of the same name and region apart by their coordinates', () => {
    const labels = placeLabels([lisbonPortugal, lisbonMaine, lisbonMadison, lisbonColumbiana]);
    expect(labels).toEqual([
      'Lisbon, Portugal',
      'Lisbon, Maine, United States',
      'Lisbon, Ohio, United States (39.86° N, 83.64° W)',
      'Lisbon, Ohio, United States (40.77° N, 80.77° W)',
    ]);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('keeps the plain label when the name is unique in the list', () => {
    expect(placeLabels([lisbonColumbiana])).toEqual(['Lisbon, Ohio, United States']);
    expect(placeLabels([])).toEqual([]);
  });

  it('writes the hemispheres out', () => {
    expect(placeCoordinates({ city: 'Sydney', country: 'Australia', timezone: 'Australia/Sydney', latitude: -33.8679, longitude: 151.2073 })).toBe('33.87° S, 151.21° E');
    expect(placeCoordinates({ city: 'Reykjavik', country: 'Iceland', timezone: 'Atlantic/Reykjavik' })).toBeUndefined();
  });
});
