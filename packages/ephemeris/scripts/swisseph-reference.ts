// Swiss Ephemeris as the numeric reference of the generator and measuring scripts: npm swisseph-wasm 0.1.0,
// which is Swiss Ephemeris 2.10.03 with its bundled JPL-derived files sepl_18/semo_18/seas_18.
// swisseph-wasm is GPL-3.0 and a devDependency only: scripts commit its numeric output, never its code.
// Dev-only: imported by packages/ephemeris/scripts and packages/bodygraph/scripts, never by src/.
import SwissEph from 'swisseph-wasm';

/** Compute from the Swiss Ephemeris files; a result without this flag came from the Moshier fallback. */
export const SEFLG_SWIEPH = 2;
/** Compute speeds as well. */
export const SEFLG_SPEED = 256;
/** SEFLG_SWIEPH | SEFLG_SPEED (= 258): geocentric apparent position, true equinox and ecliptic of date, with speed. */
export const APPARENT_WITH_SPEED_FLAGS = SEFLG_SWIEPH | SEFLG_SPEED;

/** Swiss Ephemeris body numbers: SE_SUN … SE_PLUTO, SE_TRUE_NODE (the osculating node) and SE_CHIRON. */
export const SWISS_EPHEMERIS_BODY_NUMBERS = {
  Sun: 0,
  Moon: 1,
  Mercury: 2,
  Venus: 3,
  Mars: 4,
  Jupiter: 5,
  Saturn: 6,
  Uranus: 7,
  Neptune: 8,
  Pluto: 9,
  NorthNode: 11,
  Chiron: 15,
} as const;

/** A body the reference computes. */
export type ReferenceBodyName = keyof typeof SWISS_EPHEMERIS_BODY_NUMBERS;

/** `[name, Swiss Ephemeris body number]` pairs in the order of `names`, as fixtures list their columns. */
export function referenceBodies<Name extends ReferenceBodyName>(names: readonly Name[]): Array<[Name, number]> {
  return names.map((name) => [name, SWISS_EPHEMERIS_BODY_NUMBERS[name]]);
}

/** A loaded Swiss Ephemeris. */
export interface SwissEphemerisReference {
  /** The swisseph-wasm instance, for its other calls (`solcross_ut`, `deltat`, `version`). */
  readonly swissEph: SwissEph;
  /**
   * `swe_calc_ut` with {@link APPARENT_WITH_SPEED_FLAGS}: apparent longitude (degrees) and its speed
   * (degrees/day) of a body at a UT Julian day.
   * @throws Error when Swiss Ephemeris reports an error, or answers without SEFLG_SWIEPH (a silent fallback to
   * the Moshier model would make a different reference).
   */
  readonly apparentLongitudeAndSpeed: (julianDayUt: number, body: ReferenceBodyName) => [number, number];
  /** Frees the result buffers and closes Swiss Ephemeris; call once, last. */
  readonly close: () => void;
}

/** The parts of the Emscripten module the calls below use. */
interface SwissEphemerisModule {
  _malloc(bytes: number): number;
  _free(pointer: number): void;
  HEAPF64: Float64Array;
  ccall(name: string, returnType: string, argumentTypes: string[], values: unknown[]): number;
  UTF8ToString(pointer: number): string;
}

/**
 * Loads the wasm module; `initSwissEph` also sets the ephemeris path to the bundled files (`set_ephe_path('sweph')`).
 * One result buffer (6 doubles) and one error buffer are reused by every call.
 */
export async function loadSwissEphemerisReference(): Promise<SwissEphemerisReference> {
  const swissEph = new SwissEph();
  await swissEph.initSwissEph();
  const module = (swissEph as unknown as { SweModule: SwissEphemerisModule }).SweModule;
  const resultPointer = module._malloc(48);
  const errorPointer = module._malloc(256);
  return {
    swissEph,
    apparentLongitudeAndSpeed: (julianDayUt, body) => {
      const bodyNumber = SWISS_EPHEMERIS_BODY_NUMBERS[body];
      const returnedFlags = module.ccall(
        'swe_calc_ut',
        'number',
        ['number', 'number', 'number', 'number', 'number'],
        [julianDayUt, bodyNumber, APPARENT_WITH_SPEED_FLAGS, resultPointer, errorPointer],
      );
      if (returnedFlags < 0 || (returnedFlags & SEFLG_SWIEPH) === 0) {
        throw new Error(`swe_calc_ut(${julianDayUt}, ${bodyNumber}) failed: ${module.UTF8ToString(errorPointer)}`);
      }
      const base = resultPointer >> 3;
      return [module.HEAPF64[base] ?? Number.NaN, module.HEAPF64[base + 3] ?? Number.NaN];
    },
    close: () => {
      module._free(resultPointer);
      module._free(errorPointer);
      swissEph.close();
    },
  };
}
