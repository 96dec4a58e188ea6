import { describe, expect, it } from 'vitest';
import * as atlas from './index';

describe('@mandala/atlas public surface', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(atlas).sort()).toEqual([
      'AtlasError',
      'DEFAULT_LOCATION_LIMIT',
      'MAXIMUM_LOCATION_LIMIT',
      'MAXIMUM_QUERY_LENGTH',
      'MINIMUM_NAME_LENGTH',
      'atlasDataSource',
      'loadAtlas',
      'resolveTimezone',
      'searchLocations',
    ]);
  });

  it('runs the README example', () => {
    const [saoPaulo] = atlas.searchLocations('sao paulo', { limit: 1 });
    expect(saoPaulo).toMatchObject({ city: 'São Paulo', country: 'Brazil', timezone: 'America/Sao_Paulo' });
    const resolved = atlas.resolveTimezone('Reykjavik', { at: new Date('2024-07-01T00:00:00Z') });
    expect(resolved).toMatchObject({ timezone: 'Atlantic/Reykjavik', utcOffset: '+00:00', isDaylightSavingTime: false });
  });
});
