// A gate as the return themes name it: number, keynote name and theme, from the reference library.
import { getGate } from '@mandala/reference-library';

/** A gate in focus. */
export interface GateFocus {
  Gate: number;
  /** Keynote name, e.g. `Self-Expression`. */
  Name: string;
  /** The reference library's one- or two-sentence theme. */
  Theme: string;
}

/** Number, name and theme of `gate` (1..64). */
export function gateFocus(gate: number): GateFocus {
  const record = getGate(gate);
  return { Gate: record.number, Name: record.name, Theme: record.theme };
}
