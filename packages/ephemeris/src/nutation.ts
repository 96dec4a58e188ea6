import { NUTATION_LONGITUDE_TERMS } from './generated/nutation-iau1980.generated';

const DEGREES_TO_RADIANS = Math.PI / 180;
const TEN_THOUSANDTH_ARCSECOND_TO_RADIANS = Math.PI / 648_000 / 10_000;
const DAYS_PER_CENTURY = 36_525;
const TERM_COUNT = NUTATION_LONGITUDE_TERMS.length / 7;
/** Largest |multiplier| of a fundamental argument in the series. */
const MAX_MULTIPLE = 4;

// Per term: the sine coefficient and its rate, and its non-zero multipliers flattened into pair lists: where the
// pairs of term `row` start, then per pair the argument index, the |multiple| and the multiple itself.
const SINE = new Float64Array(TERM_COUNT);
const SINE_RATE = new Float64Array(TERM_COUNT);
const PAIR_START = new Int32Array(TERM_COUNT + 1);
const pairArguments: number[] = [];
const pairMultiples: number[] = [];
for (let row = 0; row < TERM_COUNT; row += 1) {
  PAIR_START[row] = pairArguments.length;
  for (let k = 0; k < 5; k += 1) {
    const multiple = NUTATION_LONGITUDE_TERMS[row * 7 + k] as number;
    if (Math.abs(multiple) > MAX_MULTIPLE) throw new Error('nutation multiplier out of range');
    if (multiple === 0) continue;
    pairArguments.push(k);
    pairMultiples.push(multiple);
  }
  SINE[row] = NUTATION_LONGITUDE_TERMS[row * 7 + 5] as number;
  SINE_RATE[row] = NUTATION_LONGITUDE_TERMS[row * 7 + 6] as number;
}
PAIR_START[TERM_COUNT] = pairArguments.length;
const PAIR_ARGUMENT = Int32Array.from(pairArguments);
const PAIR_MULTIPLE = Float64Array.from(pairMultiples);
/** Offset of the pair's [cos, sin] of |multiple|·argument in MULTIPLES, and the sign of the sine. */
const PAIR_OFFSET = Int32Array.from(pairArguments, (k, index) => k * (MAX_MULTIPLE + 1) * 2 + 2 * Math.abs(pairMultiples[index] as number));
const PAIR_SINE_SIGN = Float64Array.from(pairMultiples, (multiple) => Math.sign(multiple));

/** cos and sin of m·argument for the five arguments and m = 0..MAX_MULTIPLE: [cos, sin] pairs. */
const MULTIPLES = new Float64Array(5 * (MAX_MULTIPLE + 1) * 2);
const ARGUMENTS = new Float64Array(5);
const ARGUMENT_RATES = new Float64Array(5);

let cachedJulianDayTt = Number.NaN;
let cachedLongitudeRadians = 0;
let cachedRateRadiansPerDay = 0;

/** Fundamental arguments D, M, M', F, Ω (radians) and their rates (radians per century) at T centuries. */
function fundamentalArguments(t: number): void {
  ARGUMENTS[0] = (297.85036 + t * (445_267.11148 + t * (-0.0019142 + t / 189_474))) * DEGREES_TO_RADIANS;
  ARGUMENTS[1] = (357.52772 + t * (35_999.05034 + t * (-0.0001603 - t / 300_000))) * DEGREES_TO_RADIANS;
  ARGUMENTS[2] = (134.96298 + t * (477_198.867398 + t * (0.0086972 + t / 56_250))) * DEGREES_TO_RADIANS;
  ARGUMENTS[3] = (93.27191 + t * (483_202.017538 + t * (-0.0036825 + t / 327_270))) * DEGREES_TO_RADIANS;
  ARGUMENTS[4] = (125.04452 + t * (-1934.136261 + t * (0.0020708 + t / 450_000))) * DEGREES_TO_RADIANS;
  ARGUMENT_RATES[0] = (445_267.11148 + t * (-0.0038284 + (3 * t) / 189_474)) * DEGREES_TO_RADIANS;
  ARGUMENT_RATES[1] = (35_999.05034 + t * (-0.0003206 - (3 * t) / 300_000)) * DEGREES_TO_RADIANS;
  ARGUMENT_RATES[2] = (477_198.867398 + t * (0.0173944 + (3 * t) / 56_250)) * DEGREES_TO_RADIANS;
  ARGUMENT_RATES[3] = (483_202.017538 + t * (-0.007365 + (3 * t) / 327_270)) * DEGREES_TO_RADIANS;
  ARGUMENT_RATES[4] = (-1934.136261 + t * (0.0041416 + (3 * t) / 450_000)) * DEGREES_TO_RADIANS;
}

/**
 * Evaluates Δψ and its rate together: each term's sine and cosine come from products of the five arguments'
 * multiples (10 trigonometric calls per instant instead of one or two per term).
 */
function evaluate(julianDayTt: number): void {
  const centuries = (julianDayTt - 2_451_545.0) / DAYS_PER_CENTURY;
  fundamentalArguments(centuries);
  const stride = (MAX_MULTIPLE + 1) * 2;
  for (let k = 0; k < 5; k += 1) {
    const cosine = Math.cos(ARGUMENTS[k] as number);
    const sine = Math.sin(ARGUMENTS[k] as number);
    const base = k * stride;
    MULTIPLES[base] = 1;
    MULTIPLES[base + 1] = 0;
    for (let m = 1; m <= MAX_MULTIPLE; m += 1) {
      const previousCosine = MULTIPLES[base + 2 * (m - 1)] as number;
      const previousSine = MULTIPLES[base + 2 * (m - 1) + 1] as number;
      MULTIPLES[base + 2 * m] = previousCosine * cosine - previousSine * sine;
      MULTIPLES[base + 2 * m + 1] = previousSine * cosine + previousCosine * sine;
    }
  }
  let value = 0;
  let rate = 0;
  for (let row = TERM_COUNT - 1; row >= 0; row -= 1) {
    let real = 1;
    let imaginary = 0;
    let argumentRate = 0;
    const end = PAIR_START[row + 1] as number;
    for (let pair = PAIR_START[row] as number; pair < end; pair += 1) {
      const offset = PAIR_OFFSET[pair] as number;
      const cosine = MULTIPLES[offset] as number;
      const sine = (PAIR_SINE_SIGN[pair] as number) * (MULTIPLES[offset + 1] as number);
      const nextReal = real * cosine - imaginary * sine;
      imaginary = imaginary * cosine + real * sine;
      real = nextReal;
      argumentRate += (PAIR_MULTIPLE[pair] as number) * (ARGUMENT_RATES[PAIR_ARGUMENT[pair] as number] as number);
    }
    const amplitude = (SINE[row] as number) + (SINE_RATE[row] as number) * centuries;
    value += amplitude * imaginary;
    rate += amplitude * real * argumentRate + (SINE_RATE[row] as number) * imaginary;
  }
  cachedJulianDayTt = julianDayTt;
  cachedLongitudeRadians = value * TEN_THOUSANDTH_ARCSECOND_TO_RADIANS;
  cachedRateRadiansPerDay = (rate * TEN_THOUSANDTH_ARCSECOND_TO_RADIANS) / DAYS_PER_CENTURY;
}

/**
 * Nutation in longitude Δψ (radians) at a Julian day in Terrestrial Time, from the 63-term IAU 1980 series.
 * The last instant is cached, so the bodies of one chart share one evaluation. Never throws.
 */
export function nutationInLongitudeRadians(julianDayTt: number): number {
  if (julianDayTt !== cachedJulianDayTt) evaluate(julianDayTt);
  return cachedLongitudeRadians;
}

/** Rate of the nutation in longitude, radians per day, at a Julian day (TT); cached like the value. */
export function nutationInLongitudeRateRadiansPerDay(julianDayTt: number): number {
  if (julianDayTt !== cachedJulianDayTt) evaluate(julianDayTt);
  return cachedRateRadiansPerDay;
}
