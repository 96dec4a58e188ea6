// The one fontkit call this package makes (fontkit ships no types): parse font bytes once, so every PDF reuses
// the parsed tables instead of decoding the font again.
declare module 'fontkit' {
  /** A parsed font; pdfkit accepts it wherever it takes font bytes. */
  export interface Font {
    layout(text: string, features?: unknown): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
