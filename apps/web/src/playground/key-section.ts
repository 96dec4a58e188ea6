import { normalizeKey, readStoredKey, storeKey } from '../shared/api-key';
import { requireElement } from './dom';

const keyShape = /^mdl_live_[A-Za-z0-9_-]{43}$/;

/** Dispatched on `document` when the key is kept or forgotten, so what waited for a key can go on. */
export const keyChangedEvent = 'mandala:key-changed';

/** The key form: what is typed is the key (read live), kept in this tab's session storage on change. */
export interface KeySection {
  readonly input: HTMLInputElement;
  /** The key to send, or `''`. */
  readKey(): string;
}

/** Wires the API key form: restore the tab's key, keep it on change or "Use key", forget it on request. */
export function attachKeySection(afterUse: () => void): KeySection {
  const form = requireElement('key-form', HTMLFormElement);
  const input = requireElement('key-input', HTMLInputElement);
  const status = requireElement('key-status', HTMLElement);
  const forget = requireElement('key-forget', HTMLButtonElement);
  const readKey = () => normalizeKey(input.value);

  function keep(): void {
    const key = readKey();
    input.value = key;
    const kept = storeKey(key);
    if (key === '') status.textContent = 'No key entered.';
    else if (!keyShape.test(key)) status.textContent = 'This does not look like a Mandala key (mdl_live_ followed by 43 characters); the service will say.';
    // Where the key is kept and how it is sent, the hint above already says: the status only says it is in use.
    else status.textContent = kept ? 'Key in use.' : 'Key in use (this browser does not let the page keep it).';
    document.dispatchEvent(new CustomEvent(keyChangedEvent));
  }

  input.value = readStoredKey();
  if (input.value !== '') status.textContent = 'Using the key kept for this tab.';
  input.addEventListener('change', keep);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    keep();
    if (readKey() !== '') afterUse();
  });
  forget.addEventListener('click', () => {
    input.value = '';
    storeKey('');
    status.textContent = 'Key forgotten.';
    document.dispatchEvent(new CustomEvent(keyChangedEvent));
    input.focus();
  });
  return { input, readKey };
}
