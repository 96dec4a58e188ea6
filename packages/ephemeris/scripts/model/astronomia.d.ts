// astronomia ships no type declarations; the generator only reads its data modules.
declare module 'astronomia/data/*' {
  const data: unknown;
  export default data;
}
declare module 'astronomia/pluto' {
  const pluto: unknown;
  export default pluto;
}
declare module 'astronomia/nutation' {
  export function nutation(julianDayTt: number): [number, number];
}
