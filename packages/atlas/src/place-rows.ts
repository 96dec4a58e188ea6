/**
 * The shipped place rows, read in place from the one string they ship in: each row's start is kept in an
 * `Int32Array`, and a row's text is cut out when it is read. Splitting the string instead kept one string object per
 * place (118,852 of them, about 4.7 MB with their array), which every full garbage collection of a server walks.
 */
export class PlaceRows {
  /** Number of rows. */
  readonly count: number;
  readonly #text: string;
  /** Where each row starts, then one past the end of the text plus its separator. */
  readonly #starts: Int32Array;

  /** The rows of `text`, separated by `separator` (one character), as `text.split(separator)` would give them. */
  constructor(text: string, separator: string) {
    let count = 1;
    for (let at = text.indexOf(separator); at !== -1; at = text.indexOf(separator, at + 1)) count += 1;
    const starts = new Int32Array(count + 1);
    let row = 1;
    for (let at = text.indexOf(separator); at !== -1; at = text.indexOf(separator, at + 1)) starts[row++] = at + 1;
    starts[count] = text.length + 1;
    this.count = count;
    this.#text = text;
    this.#starts = starts;
  }

  /** Row `rowIndex` (0 is the largest place), or `''` outside the rows. */
  row(rowIndex: number): string {
    const start = this.#starts[rowIndex];
    const next = this.#starts[rowIndex + 1];
    return start === undefined || next === undefined ? '' : this.#text.slice(start, next - 1);
  }
}
