import type { LineNumber } from '../gates/gate';

/** Cross geometry implied by a profile. */
export type CrossAngle = 'Right Angle' | 'Juxtaposition' | 'Left Angle';

/** One of the 12 profiles (Personality Sun line / Design Sun line). */
export interface Profile {
  /** `1/3` form. */
  readonly id: string;
  /** Line of the Personality Sun. */
  readonly personalityLine: LineNumber;
  /** Line of the Design Sun. */
  readonly designLine: LineNumber;
  /** `Investigator / Martyr`. */
  readonly name: string;
  /** Cross geometry: Right Angle (1/3 to 4/6), Juxtaposition (4/1), Left Angle (5/1 to 6/3). */
  readonly angle: CrossAngle;
  /** Personal, Fixed Fate or Transpersonal destiny. */
  readonly destiny: 'Personal' | 'Fixed Fate' | 'Transpersonal';
  /** One or two sentences on how this profile tends to show up. */
  readonly characteristics: string;
  /** How this profile best meets life and people. */
  readonly strategy: string;
  /** What this profile does well. */
  readonly strengths: string;
  /** The thread running through this profile's life. */
  readonly lifeTheme: string;
}
