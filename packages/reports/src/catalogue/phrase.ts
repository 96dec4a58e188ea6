import type { Catalogue, CatalogueId } from './english';

/** Values filled into a catalogue text's `{name}` slots. */
export type PhraseValues = Readonly<Record<string, string | number>>;

/**
 * The catalogue's text for `id` with its `{name}` slots filled from `values`. A slot without a value is an error:
 * a report never prints a raw placeholder.
 */
export function phrase(catalogue: Catalogue, id: CatalogueId, values: PhraseValues = {}): string {
  const template = catalogue[id];
  return template.replace(/\{([A-Za-z]+)\}/g, (_slot, key: string) => {
    const value = values[key];
    if (value === undefined) throw new TypeError(`the report text ${id} needs a value for {${key}}`);
    return String(value);
  });
}

/** `phrase` bound to one catalogue. */
export type Phraser = (id: CatalogueId, values?: PhraseValues) => string;

/** A {@link Phraser} of `catalogue`. */
export function phraserOf(catalogue: Catalogue): Phraser {
  return (id, values) => phrase(catalogue, id, values);
}
