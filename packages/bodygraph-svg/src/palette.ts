// Colors of the two themes. Design is red, Personality black (white-ish on the dark theme).
import type { CenterName } from '@mandala/reference-library';

export type Theme = 'light' | 'dark';

export interface Palette {
  readonly background: string;
  readonly text: string;
  readonly mutedText: string;
  readonly design: string;
  readonly personality: string;
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
    outline: '#6e6e73',
    empty: '#2c2c2e',
    activeGateText: '#1c1c1e',
    definedCenter,
  },
};
