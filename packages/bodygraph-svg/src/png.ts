// @mandala/bodygraph-svg/png: rasterizes a bodygraph SVG with @resvg/resvg-js (a prebuilt native
// module). A separate entry so that SVG-only users never load the native binary.
import { Resvg } from '@resvg/resvg-js';
import { defaultSansFont } from './png-fonts';

export interface BodygraphPngOptions {
  /** Width of the PNG in pixels; the height follows the SVG's aspect ratio. Default: the SVG's own width. */
  width?: number;
  /** Font files to load, for identical output across machines. */
  fontFiles?: string[];
  /**
   * Load the system fonts. Default: true when `fontFiles` is given; otherwise false when one of the compact
   * sans-serif families (Liberation Sans, Arial, DejaVu Sans) is found at its usual path, true when none is.
   */
  loadSystemFonts?: boolean;
  /** Family used for the generic `sans-serif`. Default: the family found, else `DejaVu Sans` (then resvg's fallback). */
  sansSerifFamily?: string;
}

interface FontSettings {
  loadSystemFonts: boolean;
  fontFiles: string[];
  family: string;
}

function fontSettings(options: BodygraphPngOptions): FontSettings {
  if (options.fontFiles === undefined && options.loadSystemFonts === undefined) {
    const found = defaultSansFont();
    if (found !== null) return { loadSystemFonts: false, fontFiles: [...found.files], family: options.sansSerifFamily ?? found.family };
  }
  return { loadSystemFonts: options.loadSystemFonts ?? true, fontFiles: options.fontFiles ?? [], family: options.sansSerifFamily ?? 'DejaVu Sans' };
}

/**
 * Renders an SVG string (from any `render…Svg` of this package) as PNG bytes. The first call looks up
 * the font files once (see `loadSystemFonts`); a 600 px bodygraph takes about 19 ms with Liberation Sans.
 */
export function renderBodygraphPng(svg: string, options: BodygraphPngOptions = {}): Uint8Array {
  const fonts = fontSettings(options);
  const resvg = new Resvg(svg, {
    fitTo: options.width === undefined ? { mode: 'original' } : { mode: 'width', value: options.width },
    font: {
      loadSystemFonts: fonts.loadSystemFonts,
      ...(fonts.fontFiles.length === 0 ? {} : { fontFiles: fonts.fontFiles }),
      sansSerifFamily: fonts.family,
      defaultFontFamily: fonts.family,
    },
  });
  const png = resvg.render().asPng();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}
