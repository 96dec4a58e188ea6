/** One place found by {@link searchLocations}: the spec's location item plus a few extra fields. */
export interface AtlasLocation {
  /** The place's name as GeoNames spells it (`Zürich`, `São Paulo`, `Munich`). */
  city: string;
  /** English country name (`Switzerland`), from the ICU data the package was built with. */
  country: string;
  /** ISO 3166-1 alpha-2 country code (`CH`). */
  countryCode: string;
  /** First-level division (state, province, region) when GeoNames names it (`Zurich`, `Texas`). */
  region?: string;
  /** IANA time zone of the place itself (`Europe/Amsterdam`, never a merged neighbour). */
  timezone: string;
  /** Latitude in degrees, north positive, rounded to 4 decimals (about 11 m). */
  latitude: number;
  /** Longitude in degrees, east positive, rounded to 4 decimals. */
  longitude: number;
  /** Inhabitants according to GeoNames (0 when unknown, for a few capitals and seats). */
  population: number;
  /**
   * Only on places {@link searchLocations} lists because the query was a time-zone abbreviation or a UTC offset
   * rather than a name: says so, and which zone the place stands for (`EST is a time-zone abbreviation …`).
   */
  note?: string;
}
