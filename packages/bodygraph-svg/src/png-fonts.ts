// Which font files the PNG renderer hands to resvg. resvg reads its fonts again on every render, and
// scanning every system font costs a few milliseconds each time; worse, shaping text with DejaVu Sans
// (the usual Linux default, with very large layout tables) costs about four times what Liberation Sans or
// Arial costs. So the first render looks for one compact sans-serif family at its usual paths, keeps the
// first that renders text, and every render after that loads just those two files. A machine with none
// of them gets the system fonts, as before.
import { Resvg } from '@resvg/resvg-js';
import { SANS_CANDIDATES } from './sans-candidates';
import type { SansCandidate } from './sans-candidates';

/** The fonts to load: the files of one family, used for the generic `sans-serif`. */
export interface FontChoice {
  readonly family: string;
  readonly files: readonly string[];
}

const PROBE_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" font-family="sans-serif"><text x="2" y="15">60</text></svg>';

/** Whether resvg draws text with only these font files loaded (missing files are skipped silently). */
export function rendersText(choice: FontChoice): boolean {
  const probe = new Resvg(PROBE_SVG, {
    font: { loadSystemFonts: false, fontFiles: [...choice.files], sansSerifFamily: choice.family, defaultFontFamily: choice.family },
  });
  return probe.getBBox() !== undefined;
}

/** The files of the first candidate that render text (each file tried alone), or null when no file of any candidate does. */
export function chooseSansFont(candidates: readonly SansCandidate[], renders: (choice: FontChoice) => boolean = rendersText): FontChoice | null {
  for (const candidate of candidates) {
    const files = candidate.files.filter((file) => renders({ family: candidate.family, files: [file] }));
    if (files.length > 0) return { family: candidate.family, files };
  }
  return null;
}

let cachedChoice: FontChoice | null | undefined;

/** `chooseSansFont(SANS_CANDIDATES)`, worked out on the first call and remembered. */
export function defaultSansFont(): FontChoice | null {
  if (cachedChoice === undefined) cachedChoice = chooseSansFont(SANS_CANDIDATES);
  return cachedChoice;
}
