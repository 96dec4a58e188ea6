// One PNG drawn the way Mandala draws them: rasterized by `@mandala/bodygraph-svg/png` (resvg, a native module), then
// the collection that frees the picture's native pixels (collect-after-picture.ts). The picture process draws with it,
// and so does the in-thread picture engine (calculation-engines.ts), which imports this module when its first PNG is
// asked for, so that a thread that draws none never loads the renderer.
import { renderBodygraphPng } from '@mandala/bodygraph-svg/png';
import { collectAfterPicture } from './collect-after-picture';

/** The PNG of `svg`, `widthPixels` wide, with the collection after it. */
export function drawPng(svg: string, widthPixels: number): Uint8Array {
  const png = renderBodygraphPng(svg, { width: widthPixels });
  collectAfterPicture(widthPixels);
  return png;
}
