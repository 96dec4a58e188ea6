// Heliocentric geometric positions of Uranus, Neptune and Pluto from Swiss Ephemeris 2.10.03 (npm swisseph-wasm 0.1.0,
// JPL-derived sepl_18.se1), used only as a numeric reference by scripts/fit-outer-planets.ts at generation time.
// swisseph-wasm is GPL-3.0 and a devDependency: nothing of it is shipped, only fitted numbers are committed.
import SwissEph from 'swisseph-wasm';

const SEFLG_SWIEPH = 2;
const SEFLG_HELCTR = 8;
const SEFLG_TRUEPOS = 16;
const SEFLG_J2000 = 32;
const SEFLG_NOGDEFL = 512;
const SEFLG_NOABERR = 1024;
const SEFLG_EQUATORIAL = 2048;
const SEFLG_XYZ = 4096;
const SEFLG_ICRS = 131_072;
/** Heliocentric, geometric (no light time, aberration or deflection), equatorial rectangular, ICRS axes. */
export const HELIOCENTRIC_ICRS_FLAGS =
  SEFLG_SWIEPH | SEFLG_HELCTR | SEFLG_TRUEPOS | SEFLG_J2000 | SEFLG_NOGDEFL | SEFLG_NOABERR | SEFLG_EQUATORIAL | SEFLG_XYZ | SEFLG_ICRS;

export const SWISS_EPHEMERIS_BODY_NUMBERS = { Jupiter: 5, Saturn: 6, Uranus: 7, Neptune: 8, Pluto: 9 } as const;
export type ReferenceBody = keyof typeof SWISS_EPHEMERIS_BODY_NUMBERS;

export interface HeliocentricReference {
  /** Swiss Ephemeris version string. */
  readonly version: string;
  /** Heliocentric ICRS position (AU) of `body` at a Julian day in TT; throws if Swiss Ephemeris falls back to Moshier. */
  position(body: ReferenceBody, julianDayTt: number): [number, number, number];
  /** Frees the buffers and closes Swiss Ephemeris; call once, last. */
  close(): void;
}

interface SweModule {
  _malloc(bytes: number): number;
  _free(pointer: number): void;
  HEAPF64: Float64Array;
  ccall(name: string, returnType: string, argumentTypes: string[], values: unknown[]): number;
  UTF8ToString(pointer: number): string;
}

/** Loads swisseph-wasm (its bundled files); one result and one error buffer serve every call. */
export async function loadHeliocentricReference(): Promise<HeliocentricReference> {
  const swissEph = new SwissEph();
  await swissEph.initSwissEph();
  const module = (swissEph as unknown as { SweModule: SweModule }).SweModule;
  const resultPointer = module._malloc(48);
  const errorPointer = module._malloc(256);
  return {
    version: swissEph.version(),
    position(body, julianDayTt) {
      const returned = module.ccall(
        'swe_calc',
        'number',
        ['number', 'number', 'number', 'number', 'number'],
        [julianDayTt, SWISS_EPHEMERIS_BODY_NUMBERS[body], HELIOCENTRIC_ICRS_FLAGS, resultPointer, errorPointer],
      );
      if (returned < 0 || (returned & SEFLG_SWIEPH) === 0) {
        throw new Error(`swe_calc(${julianDayTt}, ${body}) failed: ${module.UTF8ToString(errorPointer)}`);
      }
      const base = resultPointer >> 3;
      return [module.HEAPF64[base] as number, module.HEAPF64[base + 1] as number, module.HEAPF64[base + 2] as number];
    },
    close() {
      module._free(resultPointer);
      module._free(errorPointer);
      swissEph.close();
    },
  };
}
