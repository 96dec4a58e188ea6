import { describe, expect, it } from 'vitest';
import { atlasErrorCodeOf as codeOf } from './atlas-error-code.test-support';
import { DEFAULT_LOCATION_LIMIT, MAXIMUM_LOCATION_LIMIT, searchLocations } from './search-locations';

function first(text: string): ReturnType<typeof searchLocations>[number] | undefined {
  return searchLocations(text, { limit: 1 })[0];
}

describe('searchLocations matching', () => {
  it('ignores case and accents', () => {
    expect(first('zurich')).toMatchObject({ city: 'Zürich', countryCode: 'CH', timezone: 'Europe/Zurich' });
    expect(first('ZÜRICH')?.city).toBe('Zürich');
    expect(first('sao paulo')).toMatchObject({ city: 'São Paulo', countryCode: 'BR', timezone: 'America/Sao_Paulo' });
    expect(first('São Paulo')?.city).toBe('São Paulo');
  });

  it('finds places by alternate and former names', () => {
    expect(first('München')).toMatchObject({ city: 'Munich', countryCode: 'DE', timezone: 'Europe/Berlin' });
    expect(first('Bombay')).toMatchObject({ city: 'Mumbai', countryCode: 'IN', timezone: 'Asia/Kolkata' });
    expect(first('Москва')?.city).toBe('Moscow');
    expect(first('zuerich')?.city).toBe('Zürich');
  });

  it('finds places by prefix and by whole words', () => {
    expect(first('sao pau')?.city).toBe('São Paulo');
    expect(first('kuala lum')?.city).toBe('Kuala Lumpur');
    const york = searchLocations('york', { limit: 100 }).map((place) => place.city);
    expect(york).toContain('New York City');
  });

  it('narrows by country code, country name or division after a comma', () => {
    expect(first('Paris, US')).toMatchObject({ city: 'Paris', countryCode: 'US', region: 'Texas' });
    expect(first('Paris, France')).toMatchObject({ city: 'Paris', countryCode: 'FR', timezone: 'Europe/Paris' });
    expect(first('Paris, Texas')).toMatchObject({ countryCode: 'US', region: 'Texas', timezone: 'America/Chicago' });
    expect(first('Paris, TX')?.region).toBe('Texas');
    expect(first('Paris, Ontario')).toMatchObject({ countryCode: 'CA', timezone: 'America/Toronto' });
    expect(first('London, UK')?.countryCode).toBe('GB');
    expect(first('Springfield, Illinois')?.region).toBe('Illinois');
    expect(first('London, ON')).toMatchObject({ countryCode: 'CA', region: 'Ontario' });
    expect(first('Perth, WA')).toMatchObject({ countryCode: 'AU', timezone: 'Australia/Perth' });
    expect(first('Campinas, SP')?.region).toBe('São Paulo');
    expect(searchLocations('Paris, US').every((place) => place.countryCode === 'US')).toBe(true);
  });

  it('reads trailing words as the qualifier when nothing matches the whole text', () => {
    expect(first('paris france')?.countryCode).toBe('FR');
    expect(first('portland oregon')).toMatchObject({ city: 'Portland', region: 'Oregon' });
  });

  it('returns nothing for an unknown place or a qualifier that names nothing', () => {
    expect(searchLocations('xqzvwpl')).toEqual([]);
    expect(searchLocations('Paris, Atlantis')).toEqual([]);
  });
});

describe('searchLocations ranking', () => {
  it('puts exact names before prefixes and larger places first', () => {
    const paris = searchLocations('paris');
    expect(paris[0]).toMatchObject({ city: 'Paris', countryCode: 'FR' });
    expect(paris.slice(0, 5).every((place) => place.city === 'Paris')).toBe(true);
    const populations = paris.filter((place) => place.city === 'Paris').map((place) => place.population);
    expect(populations).toEqual([...populations].sort((left, right) => right - left));
  });

  it('ranks every exact name before whole-word matches', () => {
    const york = searchLocations('york', { limit: 100 });
    const lastExact = york.map((place) => place.city).lastIndexOf('York');
    const newYork = york.findIndex((place) => place.city === 'New York City');
    expect(york[0]).toMatchObject({ city: 'York', countryCode: 'GB' });
    expect(newYork).toBeGreaterThan(lastExact);
  });

  it('lets a large place win through its well-known alternate name', () => {
    expect(first('Cologne')?.city).toBe('Köln');
    expect(first('Geneva')?.city).toBe('Genève');
  });

  it('keeps large places named so themselves ahead of an alternate name', () => {
    const victoria = searchLocations('Victoria').map((place) => `${place.city}, ${place.countryCode}`);
    expect(victoria.indexOf('Victoria, CA')).toBeGreaterThanOrEqual(0);
    expect(victoria.indexOf('Victoria, CA')).toBeLessThan(victoria.indexOf('Hong Kong, HK'));
  });

  it('keeps the largest Amsterdam first', () => {
    expect(searchLocations('amsterdam').map((place) => place.countryCode).slice(0, 2)).toEqual(['NL', 'US']);
  });
});

describe('searchLocations results and limits', () => {
  it('returns the spec fields plus country code, region and population', () => {
    const [amsterdam] = searchLocations('Amsterdam', { limit: 1 });
    expect(amsterdam).toEqual({
      city: 'Amsterdam',
      country: 'Netherlands',
      countryCode: 'NL',
      region: 'North Holland',
      timezone: 'Europe/Amsterdam',
      latitude: expect.closeTo(52.374, 3) as number,
      longitude: expect.closeTo(4.8897, 3) as number,
      population: expect.any(Number) as number,
    });
    expect(amsterdam?.population).toBeGreaterThan(500_000);
  });

  it('returns at most 10 results by default and honours limit up to 100', () => {
    expect(searchLocations('san')).toHaveLength(DEFAULT_LOCATION_LIMIT);
    expect(searchLocations('san', { limit: 3 })).toHaveLength(3);
    expect(searchLocations('san', { limit: MAXIMUM_LOCATION_LIMIT })).toHaveLength(100);
    expect(searchLocations('san', { limit: 3 })).toEqual(searchLocations('san', { limit: 100 }).slice(0, 3));
  });

  it.each([0, -1, 101, 1.5, Number.NaN])('refuses limit %s as invalid_location_limit', (limit) => {
    expect(codeOf(() => searchLocations('paris', { limit }))).toBe('invalid_location_limit');
  });

  it.each(['', '   ', 'a', 'ü', ','])('refuses the query %j as invalid_location_query', (text) => {
    expect(codeOf(() => searchLocations(text))).toBe('invalid_location_query');
  });
});
