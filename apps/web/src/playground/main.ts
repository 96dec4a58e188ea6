// The playground page's script (`pages/index.html` loads it); Vite bundles it into a hashed file under `assets/`.
import { attachCalculationMode } from './calculation-mode';
import type { CalculationMode } from './calculation-mode';
import { attachCompositeSection } from './composite-section';
import { requireElement } from './dom';
import { attachKeySection } from './key-section';
import { attachNatalSection } from './natal-section';
import { attachPlaceCombobox } from './place-combobox';

function attachPlaceSearch(prefix: string, readKey: () => string, mode: CalculationMode): void {
  attachPlaceCombobox({
    input: requireElement(`${prefix}-place`, HTMLInputElement),
    listbox: requireElement(`${prefix}-place-listbox`, HTMLUListElement),
    status: requireElement(`${prefix}-place-status`, HTMLElement),
    zone: requireElement(`${prefix}-zone`, HTMLInputElement),
    readKey,
    isOffline: mode.isOffline,
  });
}

function start(): void {
  const key = attachKeySection(() => requireElement('birth-place', HTMLInputElement).focus());
  const mode = attachCalculationMode();
  attachPlaceSearch('birth', key.readKey, mode);
  attachPlaceSearch('partner', key.readKey, mode);
  const firstPerson = attachNatalSection({ readKey: key.readKey, keyInput: key.input, mode });
  attachCompositeSection({ readKey: key.readKey, keyInput: key.input, firstPerson, mode });
  document.documentElement.dataset.ready = 'true';
}

start();
