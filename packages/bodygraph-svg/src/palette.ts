// Colors of the two themes. Design is red, Personality black (white-ish on the dark theme). The
// composite draws its two people in blue and amber (a pair that stays apart for red-green colour
// blindness), the transit overlay draws the transit in teal.
import type { CenterName } from '@mandala/reference-library';

export type Theme = 'light' | 'dark';

export interface Palette {
  readonly background: string;
  readonly text: string;
  readonly mutedText: string;
  readonly design: string;
  readonly personality: string;
  /** Person A (`Person0`) of a composite. */
  readonly person0: string;
  /** Person B (`Person1`) of a composite. */
  readonly person1: string;
  /** Text on a gate filled with `person1` (amber is light, so it takes dark text). */
  readonly person1GateText: string;
  /** The transit of a transit overlay. */
  readonly transit: string;
  /** Outline of every center and channel. */
  readonly outline: string;
  /** Inside of an inactive channel half and of an undefined center. */
  readonly empty: string;
  /** Text on a filled (activated) gate circle. */
  readonly activeGateText: string;
  readonly definedCenter: Readonly<Record<CenterName, string>>;
}

const definedCenter: Readonly<Record<CenterName, string>> = {
  Head: '#f7d154',
  Ajna: '#7fb069',
  Throat: '#b08d57',
  G: '#f7d154',
  Heart: '#e05d5d',
  Spleen: '#b08d57',
  'Solar Plexus': '#b08d57',
  Sacral: '#e05d5d',
  Root: '#b08d57',
};

export const palettes: Readonly<Record<Theme, Palette>> = {
  light: {
    background: '#ffffff',
    text: '#1a1a1a',
    mutedText: '#555555',
    design: '#c0392b',
    personality: '#1a1a1a',
    person0: '#1f5fbf',
    person1: '#e8900c',
    person1GateText: '#1a1a1a',
    transit: '#0b8a7f',
    outline: '#9a9a9a',
    empty: '#ffffff',
    activeGateText: '#ffffff',
    definedCenter,
  },
  dark: {
    background: '#1c1c1e',
    text: '#f0f0f0',
    mutedText: '#b0b0b0',
    design: '#e8574a',
    personality: '#f0f0f0',
    person0: '#5b9cf5',
    person1: '#f5a524',
    person1GateText: '#1c1c1e',
    transit: '#2dd4bf',
    outline: '#6e6e73',
    empty: '#2c2c2e',
    activeGateText: '#1c1c1e',
    definedCenter,
  },
};

const channelsOf = (hex: string): [number, number, number] => [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];

/** `#rrggbb` part way from `from` to `to` (`amount` 0 gives `from`, 1 gives `to`). */
export function mixColors(from: string, to: string, amount: number): string {
  const a = channelsOf(from);
  const b = channelsOf(to);
  return `#${a.map((value, index) => Math.round(value + ((b[index] as number) - value) * amount).toString(16).padStart(2, '0')).join('')}`;
}
