/** A downloadable file an operation answers (the iCal export): REST sends it with its media type as an attachment. */
export interface FileResult {
  readonly fileName: string;
  readonly mediaType: string;
  readonly text: string;
}

/** True for the `{ fileName, mediaType, text }` an operation answering a file returns. */
export function isFileResult(value: unknown): value is FileResult {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Record<string, unknown>;
  return typeof file['fileName'] === 'string' && typeof file['mediaType'] === 'string' && typeof file['text'] === 'string';
}
