// The sans-serif families the PNG renderer looks for (png-fonts.ts), and where they usually live. Plain data, without
// the native renderer, so that a service can tell at start whether its PNGs will have labels (resvg draws no text
// without a font, and a slim container image or a minimal Debian has none).

/** A sans-serif family and the paths where its regular and bold faces usually live. */
export interface SansCandidate {
  readonly family: string;
  readonly files: readonly string[];
}

/** Families in order of preference, at their paths on Debian/Ubuntu, Fedora, Arch, Alpine, macOS and Windows. Missing files are skipped. */
export const SANS_CANDIDATES: readonly SansCandidate[] = [
  {
    family: 'Liberation Sans',
    files: [
      '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
      '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
      '/usr/share/fonts/liberation-sans-fonts/LiberationSans-Regular.ttf',
      '/usr/share/fonts/liberation-sans-fonts/LiberationSans-Bold.ttf',
      '/usr/share/fonts/liberation-sans/LiberationSans-Regular.ttf',
      '/usr/share/fonts/liberation-sans/LiberationSans-Bold.ttf',
      '/usr/share/fonts/liberation/LiberationSans-Regular.ttf',
      '/usr/share/fonts/liberation/LiberationSans-Bold.ttf',
      '/usr/share/fonts/TTF/LiberationSans-Regular.ttf',
      '/usr/share/fonts/TTF/LiberationSans-Bold.ttf',
    ],
  },
  {
    family: 'Arial',
    files: [
      '/System/Library/Fonts/Supplemental/Arial.ttf',
      '/System/Library/Fonts/Supplemental/Arial Bold.ttf',
      '/Library/Fonts/Arial.ttf',
      '/Library/Fonts/Arial Bold.ttf',
      'C:/Windows/Fonts/arial.ttf',
      'C:/Windows/Fonts/arialbd.ttf',
    ],
  },
  {
    family: 'DejaVu Sans',
    files: [
      '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
      '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
      '/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf',
      '/usr/share/fonts/dejavu-sans-fonts/DejaVuSans-Bold.ttf',
      '/usr/share/fonts/dejavu/DejaVuSans.ttf',
      '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf',
      '/usr/share/fonts/TTF/DejaVuSans.ttf',
      '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
    ],
  },
];
