// The messages between a calculation thread and its picture process (picture-process.ts, picture-process-entry.ts).

/** Draw `svg` as a PNG `widthPixels` wide. */
export interface PictureRequest {
  readonly id: number;
  readonly svg: string;
  readonly widthPixels: number;
}

/** The PNG of request `id`, or why it could not be drawn. */
export type PictureReply = { readonly id: number; readonly png: Uint8Array } | { readonly id: number; readonly error: string };
