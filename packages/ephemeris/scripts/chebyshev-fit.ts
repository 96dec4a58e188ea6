// Chebyshev fitting helpers for the table generator (values at Chebyshev-Gauss nodes -> coefficients).

/** The N Chebyshev-Gauss nodes in [-1, 1], ordered from -1 to 1. */
export function chebyshevNodes(count: number): Float64Array {
  const nodes = new Float64Array(count);
  for (let k = 0; k < count; k += 1) nodes[k] = -Math.cos((Math.PI * (k + 0.5)) / count);
  return nodes;
}

/** Coefficients c_0..c_{N-1} of the interpolant through `values` sampled at {@link chebyshevNodes}(N). */
export function chebyshevCoefficients(values: ArrayLike<number>): Float64Array {
  const count = values.length;
  const coefficients = new Float64Array(count);
  for (let j = 0; j < count; j += 1) {
    let sum = 0;
    for (let k = 0; k < count; k += 1) {
      // node k is -cos(π(k+½)/N), so T_j(node) = (-1)^j cos(jπ(k+½)/N)
      sum += (values[k] as number) * Math.cos((Math.PI * j * (k + 0.5)) / count);
    }
    coefficients[j] = ((j % 2 === 0 ? 1 : -1) * (j === 0 ? 1 : 2) * sum) / count;
  }
  return coefficients;
}

/** Σ c_j T_j(x) by Clenshaw's recurrence. */
export function chebyshevValue(coefficients: ArrayLike<number>, offset: number, count: number, x: number): number {
  let b1 = 0;
  let b2 = 0;
  const twoX = 2 * x;
  for (let j = count - 1; j >= 1; j -= 1) {
    const b0 = (coefficients[offset + j] as number) + twoX * b1 - b2;
    b2 = b1;
    b1 = b0;
  }
  return (coefficients[offset] as number) + x * b1 - b2;
}
