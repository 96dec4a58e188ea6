/**
 * Keeps the best `limit` distinct rows of one query while matches stream in: lowest tier first,
 * then lowest order row (normally the row index itself, which is the largest population
 * because rows ship in population order). A match worse than the current last place is
 * rejected with one comparison, so long runs of keys (`sa`) cost little.
 */

/** Row indices stay below this (a key code holds at most 234,989 rows). */
const ROW_SPAN = 1 << 18;

/** Accumulates matches for one query. */
export class RankedRows {
  private readonly scores: number[] = [];
  private readonly rows: number[] = [];
  private matchCount = 0;

  constructor(private readonly limit: number) {}

  /**
   * Record that `rowIndex` matched at `tier` (smaller is better). `orderRow` ranks it within
   * the tier as if it were that row (a larger index demotes it); it defaults to `rowIndex`.
   */
  add(rowIndex: number, tier: number, orderRow: number = rowIndex): void {
    this.matchCount += 1;
    const score = tier * ROW_SPAN + orderRow;
    const { scores, rows } = this;
    if (scores.length === this.limit && score >= (scores[scores.length - 1] ?? 0)) return;
    const existing = rows.indexOf(rowIndex);
    if (existing !== -1) {
      if ((scores[existing] ?? 0) <= score) return;
      scores.splice(existing, 1);
      rows.splice(existing, 1);
    }
    let position = scores.length;
    while (position > 0 && (scores[position - 1] ?? 0) > score) position -= 1;
    scores.splice(position, 0, score);
    rows.splice(position, 0, rowIndex);
    if (scores.length > this.limit) {
      scores.pop();
      rows.pop();
    }
  }

  /** True when the list is full and no match at `tier` ranked as `orderRow` or later could enter it. */
  cannotImprove(tier: number, orderRow: number): boolean {
    return this.scores.length === this.limit && tier * ROW_SPAN + orderRow >= (this.scores[this.scores.length - 1] ?? 0);
  }

  /** How many matches were recorded (a row may count more than once). */
  get size(): number {
    return this.matchCount;
  }

  /** The best distinct rows, best first. */
  best(): number[] {
    return [...this.rows];
  }
}
