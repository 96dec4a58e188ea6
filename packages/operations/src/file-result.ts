/**
 * A file an operation answers: the iCal export (a download), the bodygraph picture (shown inline). Text files
 * carry `text`, binary ones (a PNG) `bytes`. REST sends it with its media type; the CLI writes it to disk.
 */
export type FileResult = TextFileResult | BinaryFileResult;

interface FileHeading {
  readonly fileName: string;
  readonly mediaType: string;
  /** `attachment` (default): offered as a download; `inline`: shown by the browser (a picture). */
  readonly disposition?: 'attachment' | 'inline';
}

/** A text file (the iCal export, an SVG). */
export interface TextFileResult extends FileHeading {
  readonly text: string;
  readonly bytes?: undefined;
}

/** A binary file (a PNG). */
export interface BinaryFileResult extends FileHeading {
  readonly bytes: Uint8Array;
  readonly text?: undefined;
}

/** True for the `{ fileName, mediaType, text | bytes }` an operation answering a file returns. */
export function isFileResult(value: unknown): value is FileResult {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Record<string, unknown>;
  if (typeof file['fileName'] !== 'string' || typeof file['mediaType'] !== 'string') return false;
  return typeof file['text'] === 'string' || file['bytes'] instanceof Uint8Array;
}

/** The content of a file result as bytes (text as UTF-8). */
export function fileBytes(file: FileResult): Uint8Array {
  return file.bytes ?? Buffer.from(file.text, 'utf8');
}
