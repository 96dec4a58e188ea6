// IAU 2006 precession with frame bias (Fukushima-Williams angles): GCRS/ICRS -> mean ecliptic and equinox of date.
const ARCSECONDS_TO_RADIANS = Math.PI / 648_000;

/** Row-major 3×3 matrix taking ICRS vectors to the mean ecliptic and equinox of date, at T centuries (TT). */
export function icrsToMeanEclipticOfDate(centuries: number, out: Float64Array): Float64Array {
  const t = centuries;
  const gamma =
    (-0.052928 + t * (10.556378 + t * (0.4932044 + t * (-0.00031238 + t * (-0.000002788 + t * 0.000000026))))) *
    ARCSECONDS_TO_RADIANS;
  const phi =
    (84_381.412819 + t * (-46.811016 + t * (0.0511268 + t * (0.00053289 + t * (-0.00000044 + t * -0.0000000176))))) *
    ARCSECONDS_TO_RADIANS;
  const psi =
    (-0.041775 + t * (5038.481484 + t * (1.5584175 + t * (-0.00018522 + t * (-0.000026452 + t * -0.0000000148))))) *
    ARCSECONDS_TO_RADIANS;
  // M = R3(-psi) · R1(phi) · R3(gamma)   (rotations of the frame, SOFA conventions)
  const cg = Math.cos(gamma);
  const sg = Math.sin(gamma);
  const cf = Math.cos(phi);
  const sf = Math.sin(phi);
  const cp = Math.cos(psi);
  const sp = Math.sin(psi);
  // A = R3(gamma)
  const a = [cg, sg, 0, -sg, cg, 0, 0, 0, 1];
  // B = R1(phi) · A
  const b = [
    a[0]!, a[1]!, a[2]!,
    cf * a[3]! + sf * a[6]!, cf * a[4]! + sf * a[7]!, cf * a[5]! + sf * a[8]!,
    -sf * a[3]! + cf * a[6]!, -sf * a[4]! + cf * a[7]!, -sf * a[5]! + cf * a[8]!,
  ];
  // M = R3(-psi) · B ;  R3(-psi) = [[cp, -sp, 0], [sp, cp, 0], [0, 0, 1]]
  out[0] = cp * b[0]! - sp * b[3]!;
  out[1] = cp * b[1]! - sp * b[4]!;
  out[2] = cp * b[2]! - sp * b[5]!;
  out[3] = sp * b[0]! + cp * b[3]!;
  out[4] = sp * b[1]! + cp * b[4]!;
  out[5] = sp * b[2]! + cp * b[5]!;
  out[6] = b[6]!;
  out[7] = b[7]!;
  out[8] = b[8]!;
  return out;
}
