/** Where the key is kept: this tab's session storage, gone when the tab closes. */
const storageName = 'mandala.playground.apiKey';

/** The key from what was pasted: trimmed, without a leading `Bearer ` or surrounding quotes. */
export function normalizeKey(text: string): string {
  return text
    .trim()
    .replace(/^bearer\s+/i, '')
    .replace(/^(["'])(.*)\1$/, '$2')
    .trim();
}

/** The key kept for this tab, or `''`. */
export function readStoredKey(): string {
  try {
    return sessionStorage.getItem(storageName) ?? '';
  } catch {
    return '';
  }
}

/** Keeps the key for this tab (an empty key forgets it). False when the browser refuses session storage. */
export function storeKey(key: string): boolean {
  try {
    if (key === '') sessionStorage.removeItem(storageName);
    else sessionStorage.setItem(storageName, key);
    return true;
  } catch {
    return false;
  }
}
