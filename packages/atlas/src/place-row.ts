/**
 * One shipped place row: `name|latitude|longitude|population|zone`, numbers in base 36
 * (coordinates in 1e-4 degrees, the zone as an index into the zone list). Rows are separated
 * by `~` and sorted by population, largest first, so a smaller row index means a larger place.
 * Each row's (country, division) pair ships apart, as {@link REGION_INDEX_WIDTH} base-89 digits
 * per row, so qualifier checks never touch the row text. A name's characters above U+00FF (12,048 in
 * 9,020 names: `İzmir`, `Xi’an`) are escaped ({@link encodePlaceName}), so the rows are a one-byte
 * string in V8, half the memory of the two-byte string those few characters would make of them.
 */

/** Separates the fields of a row; GeoNames names never contain it (the generator checks). */
export const FIELD_SEPARATOR = '|';
/** Separates rows. */
export const ROW_SEPARATOR = '~';
/** Base-89 digits per row in the region column: room for 7,921 (country, division) pairs. */
export const REGION_INDEX_WIDTH = 2;

/** Starts an escaped character of a name: the mark, then the UTF-16 code unit in 4 hex digits. */
export const WIDE_CHARACTER_MARK = '\u0001';

/** A name with every UTF-16 code unit above U+00FF escaped (`İ` → mark + `0130`); the rest unchanged. */
export function encodePlaceName(name: string): string {
  return name.replace(/[\u0100-\uffff]/g, (character) => WIDE_CHARACTER_MARK + character.charCodeAt(0).toString(16).padStart(4, '0'));
}

/** The name {@link encodePlaceName} escaped. */
export function decodePlaceName(text: string): string {
  if (!text.includes(WIDE_CHARACTER_MARK)) return text;
  const [first = '', ...escaped] = text.split(WIDE_CHARACTER_MARK);
  return first + escaped.map((part) => String.fromCharCode(parseInt(part.slice(0, 4), 16)) + part.slice(4)).join('');
}

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
    name: decodePlaceName(name),
    latitudeDegrees: parseInt(latitude, 36) / 1e4,
    longitudeDegrees: parseInt(longitude, 36) / 1e4,
    population: parseInt(population, 36),
    zoneIndex: parseInt(zone, 36),
  };
}
