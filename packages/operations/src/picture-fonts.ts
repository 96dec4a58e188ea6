// Whether this machine has a font for the PNGs' labels. resvg draws no text without one: a PNG from a slim container
// image or a minimal Debian without fonts had its shapes and no gate number, planet or title (2026-11-29). The
// service says so when it starts (apps/server's banner and log), with what to install.
import { existsSync } from 'node:fs';
import { SANS_CANDIDATES } from '@mandala/bodygraph-svg';

/** What to install for the PNGs' labels, for an operator who has none of the fonts. */
export const PICTURE_FONT_ADVICE =
  'PNG pictures will have no labels: none of Liberation Sans, Arial or DejaVu Sans is installed. On Debian or Ubuntu: apt-get install -y fonts-liberation, then restart.';

/** Whether a font file of one of the families the PNG renderer looks for is present (`fileExists` for tests). */
export function pictureFontInstalled(fileExists: (path: string) => boolean = existsSync): boolean {
  return SANS_CANDIDATES.some((candidate) => candidate.files.some((file) => fileExists(file)));
}
