// @mandala/bodygraph-svg/png: rasterizes a bodygraph SVG with @resvg/resvg-js (a prebuilt native
// module). A separate entry so that SVG-only users never load the native binary.
import { Resvg } from '@resvg/resvg-js';

export interface BodygraphPngOptions {
  /** Width of the PNG in pixels; the height follows the SVG's aspect ratio. Default: the SVG's own width. */
  width?: number;
  /** Font files to use instead of (or before) the system fonts, for identical output across machines. */
  fontFiles?: string[];
  /** Load the system fonts. Default true. */
  loadSystemFonts?: boolean;
  /** Family used for the generic `sans-serif`. Default `DejaVu Sans`, then resvg's fallback. */
  sansSerifFamily?: string;
}

/** Renders an SVG string (from `renderBodygraphSvg`) as PNG bytes. */
export function renderBodygraphPng(svg: string, options: BodygraphPngOptions = {}): Uint8Array {
  const resvg = new Resvg(svg, {
    fitTo: options.width === undefined ? { mode: 'original' } : { mode: 'width', value: options.width },
    font: {
      loadSystemFonts: options.loadSystemFonts ?? true,
      ...(options.fontFiles === undefined ? {} : { fontFiles: options.fontFiles }),
      sansSerifFamily: options.sansSerifFamily ?? 'DejaVu Sans',
      defaultFontFamily: options.sansSerifFamily ?? 'DejaVu Sans',
    },
  });
  const png = resvg.render().asPng();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}
