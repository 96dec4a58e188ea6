// The API reference at /docs: Scalar's renderer, bundled into this page, over the service's /openapi.json. The
// key for try-it is the playground's, kept in this tab's session storage.
import '@scalar/api-reference/style.css';
import { createApiReference } from '@scalar/api-reference';
import { normalizeKey, readStoredKey, storeKey } from '../shared/api-key';
import { referenceConfiguration } from './reference-configuration';

const form = document.querySelector<HTMLFormElement>('#docs-key-form');
const input = document.querySelector<HTMLInputElement>('#docs-key-input');
const status = document.querySelector<HTMLElement>('#docs-key-status');

const reference = createApiReference('#api-reference', referenceConfiguration(readStoredKey()));

function showKeyStatus(key: string): void {
  if (status !== null) status.textContent = key === '' ? 'No key: “Test request” answers 401.' : 'Key kept in this tab; “Test request” sends it.';
}

if (form !== null && input !== null) {
  input.value = readStoredKey();
  showKeyStatus(input.value);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const key = normalizeKey(input.value);
    input.value = key;
    storeKey(key);
    reference.updateConfiguration(referenceConfiguration(key));
    showKeyStatus(key);
  });
}
document.documentElement.dataset.ready = 'true';
