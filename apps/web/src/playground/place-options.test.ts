import { describe, expect, it } from 'vitest';
import { isNavigationKey, isPlaceList, movedIndex, placeLabel } from './place-options';

const amsterdam = { city: 'Amsterdam', country: 'Netherlands', countryCode: 'NL', timezone: 'Europe/Amsterdam', region: 'North Holland', latitude: 52.374, longitude: 4.8897 };

describe('place options', () => {
  it('labels a place by city, region and country', () => {
    expect(placeLabel(amsterdam)).toBe('Amsterdam, North Holland, Netherlands');
    expect(placeLabel({ city: 'Singapore', region: 'Singapore', country: 'Singapore', timezone: 'Asia/Singapore' })).toBe('Singapore, Singapore');
    expect(placeLabel({ city: 'Reykjavik', region: '', country: 'Iceland', timezone: 'Atlantic/Reykjavik' })).toBe('Reykjavik, Iceland');
  });

  it('accepts only the documented list of places', () => {
    expect(isPlaceList([amsterdam])).toBe(true);
    expect(isPlaceList([])).toBe(true);
    expect(isPlaceList({ error: 'invalid_key' })).toBe(false);
    expect(isPlaceList([{ city: 'Amsterdam' }])).toBe(false);
  });

  it('moves the active suggestion with wrap-around', () => {
    expect(movedIndex(-1, 3, 'ArrowDown')).toBe(0);
    expect(movedIndex(0, 3, 'ArrowDown')).toBe(1);
    expect(movedIndex(2, 3, 'ArrowDown')).toBe(0);
    expect(movedIndex(-1, 3, 'ArrowUp')).toBe(2);
    expect(movedIndex(0, 3, 'ArrowUp')).toBe(2);
    expect(movedIndex(2, 3, 'ArrowUp')).toBe(1);
    expect(movedIndex(1, 3, 'Home')).toBe(0);
    expect(movedIndex(1, 3, 'End')).toBe(2);
    expect(movedIndex(-1, 0, 'ArrowDown')).toBe(-1);
  });

  it('knows which keys navigate', () => {
    expect(isNavigationKey('ArrowDown')).toBe(true);
    expect(isNavigationKey('Enter')).toBe(false);
  });
});
