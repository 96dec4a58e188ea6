// Angle helpers of the event finder: wrapping into [0, 360) and (-180, 180].

/** `degrees` wrapped into [0, 360). */
export function wrapDegrees(degrees: number): number {
  let wrapped = degrees % 360;
  if (wrapped < 0) wrapped += 360;
  // A tiny negative value plus 360 rounds to 360 itself.
  return wrapped >= 360 ? 0 : wrapped;
}

/** `degrees` wrapped into (-180, 180]: the signed shortest turn. */
export function signedDegrees(degrees: number): number {
  let wrapped = degrees % 360;
  if (wrapped > 180) wrapped -= 360;
  else if (wrapped <= -180) wrapped += 360;
  return wrapped;
}
