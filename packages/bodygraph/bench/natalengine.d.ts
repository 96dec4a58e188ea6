// natalengine ships no type declarations; this is the one function the benchmark calls.
declare module 'natalengine' {
  /** Human Design chart of a birth day (`YYYY-MM-DD`), hour (decimal) and UTC offset (hours). */
  export function calculateHumanDesign(birthDate: string, birthHour?: number, timezone?: number, options?: object): unknown;
}
