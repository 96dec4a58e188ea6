// Series in powers of time whose coefficients are trigonometric sums, the form of VSOP87 and ELP/MPP02:
// X(T) = Σ_p T^p·S_p(T). Evaluates X and its time derivative for the three coordinates of a model.
// Generator-side only.

/**
 * One power's trigonometric sum over its flattened `terms` at time `time`: writes the sum S to `sumAndRate[0]`
 * and its derivative dS/dT (per the same time unit) to `sumAndRate[1]`.
 */
export type TermSum = (terms: Float64Array, time: number, sumAndRate: Float64Array) => void;

const sumAndRate = new Float64Array(2);

/**
 * For each of the three coordinates, Σ_p T^p·S_p(T) into `out[c]` and its derivative Σ_p (T^p·S'_p + p·T^(p−1)·S_p)
 * into `out[c + 3]`, where `coordinates[c][p]` holds the terms of power p (a missing power adds nothing).
 */
export function evaluatePowerSeries(
  coordinates: readonly (readonly (Float64Array | undefined)[])[],
  time: number,
  termSum: TermSum,
  out: Float64Array,
): void {
  for (let c = 0; c < 3; c += 1) {
    const coordinate = coordinates[c] ?? [];
    let value = 0;
    let rate = 0;
    let powerOfT = 1;
    let powerOfTMinus1 = 0;
    for (let power = 0; power < coordinate.length; power += 1) {
      const terms = coordinate[power];
      if (terms !== undefined) {
        termSum(terms, time, sumAndRate);
        const sum = sumAndRate[0] as number;
        value += sum * powerOfT;
        rate += (sumAndRate[1] as number) * powerOfT + power * sum * powerOfTMinus1;
      }
      powerOfTMinus1 = powerOfT;
      powerOfT *= time;
    }
    out[c] = value;
    out[c + 3] = rate;
  }
}
