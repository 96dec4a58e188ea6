// Test support: DejaVu Sans from the dejavu-fonts-ttf package (a devDependency), as the service loads it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PdfFonts } from '../src/render-pdf';

/** DejaVu Sans regular and bold. */
export function dejaVuFonts(): PdfFonts {
  const folder = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json').replace(/package\.json$/, 'ttf/');
  return { regular: readFileSync(`${folder}DejaVuSans.ttf`), bold: readFileSync(`${folder}DejaVuSans-Bold.ttf`) };
}
