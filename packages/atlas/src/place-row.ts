/**
 * One shipped place row: `name|latitude|longitude|population|zone`, numbers in base 36
 * (coordinates in 1e-4 degrees, the zone as an index into the zone list). Rows are separated
 * by `~` and sorted by population, largest first, so a smaller row index means a larger place.
 * Each row's (country, division) pair ships apart, as {@link REGION_INDEX_WIDTH} base-89 digits
 * per row, so qualifier checks never touch the row text.
 */

/** Separates the fields of a row; GeoNames names never contain it (the generator checks). */
export const FIELD_SEPARATOR = '|';
/** Separates rows. */
export const ROW_SEPARATOR = '~';
/** Base-89 digits per row in the region column: room for 7,921 (country, division) pairs. */
export const REGION_INDEX_WIDTH = 2;

/** The decoded fields of one row. */
export interface PlaceRow {
  name: string;
  latitudeDegrees: number;
  longitudeDegrees: number;
  population: number;
  zoneIndex: number;
}

/** Decode one row's text. */
export function decodePlaceRow(text: string): PlaceRow {
  const [name = '', latitude = '0', longitude = '0', population = '0', zone = '0'] = text.split(FIELD_SEPARATOR);
  return {
    name,
    latitudeDegrees: parseInt(latitude, 36) / 1e4,
    longitudeDegrees: parseInt(longitude, 36) / 1e4,
    population: parseInt(population, 36),
    zoneIndex: parseInt(zone, 36),
  };
}
