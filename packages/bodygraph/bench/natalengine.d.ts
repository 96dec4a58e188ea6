// natalengine ships no type declarations; these are the functions the benchmark and the Gene Keys peer test call.
declare module 'natalengine' {
  /** Human Design chart of a birth day (`YYYY-MM-DD`), hour (decimal) and UTC offset (hours). */
  export function calculateHumanDesign(birthDate: string, birthHour?: number, timezone?: number, options?: object): unknown;
  /** Gene Keys profile of a `calculateHumanDesign` result. */
  export function calculateGeneKeys(humanDesignResult: unknown): unknown;
}
