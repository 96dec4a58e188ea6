import { foldText } from '@mandala/reference-library';

/**
 * The slug of a name: its folded words (`foldText` of `@mandala/reference-library`) joined by `-`
 * (`Salvador Dalí` → `salvador-dali`). A record's slug must be ASCII (`scripts/validate-celebrities.ts`),
 * so records are named in the Latin script.
 */
export function slugOfName(name: string): string {
  return foldText(name).replace(/ /g, '-');
}
