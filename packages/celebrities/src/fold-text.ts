/**
 * Folds text for matching: Unicode compatibility decomposition, accents and apostrophes removed,
 * lower case, every run of other non-alphanumerics turned into one space, trimmed.
 * `Ngũgĩ wa Thiong'o` → `ngugi wa thiongo`; `ʻAbdu'l-Bahá` → `abdul baha`; `Ōshū` → `oshu`.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ʻʼ’'`.]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ł/g, 'l')
    .replace(/đ/g, 'd')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The slug of a name: its folded words joined by `-` (`Salvador Dalí` → `salvador-dali`). */
export function slugOfName(name: string): string {
  return foldText(name).replace(/ /g, '-');
}
