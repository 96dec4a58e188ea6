import { getJson } from './api-client';
import { problemHeading } from './problem-advice';
import { queryString } from './birth-query';
import { debounce } from './debounce';
import { keyChangedEvent } from './key-section';
import { isNavigationKey, isPlaceList, movedIndex, placeLabels } from './place-options';
import type { PlaceJson } from './place-options';

/** The parts of one place combobox (ARIA 1.2 combobox with a listbox popup). */
export interface PlaceComboboxParts {
  /** `role="combobox"`, `aria-controls` the listbox. */
  readonly input: HTMLInputElement;
  readonly listbox: HTMLUListElement;
  /** A `role="status"` line: how many places, or why none. */
  readonly status: HTMLElement;
  /** Filled with the picked place's IANA zone; stays editable. */
  readonly zone: HTMLInputElement;
  /** The key to search with (`/locations` needs one). */
  readonly readKey: () => string;
  /** True in offline mode, where the page sends nothing and so does not search. */
  readonly isOffline?: () => boolean;
}

const minimumLetters = 2;
const pauseMilliseconds = 250;

/** What the place box says while it waits for a key. */
const keyNeededText = 'Enter an API key (step 1) to search places.';

/**
 * Place suggestions from `GET /locations?q=` while typing (after a pause), navigable with the arrow keys,
 * Home/End, Enter to pick and Escape to close; picking fills the time zone.
 */
export function attachPlaceCombobox(parts: PlaceComboboxParts): void {
  const { input, listbox, status, zone } = parts;
  let places: PlaceJson[] = [];
  let labels: string[] = [];
  let active = -1;
  let pending: AbortController | undefined;

  const optionId = (index: number) => `${input.id}-option-${index}`;
  const isOpen = () => !listbox.hidden;

  function setActive(index: number): void {
    active = index;
    for (const [position, option] of Array.from(listbox.children).entries()) option.setAttribute('aria-selected', String(position === index));
    const option = index < 0 ? null : document.getElementById(optionId(index));
    if (option === null) input.removeAttribute('aria-activedescendant');
    else {
      input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView({ block: 'nearest' });
    }
  }

  function close(): void {
    listbox.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    setActive(-1);
  }

  function open(): void {
    // An answer that comes after the person moved on does not pop up over the rest of the page.
    if (places.length === 0 || document.activeElement !== input) return;
    listbox.hidden = false;
    input.setAttribute('aria-expanded', 'true');
  }

  function pick(index: number): void {
    const place = places[index];
    if (place === undefined) return;
    input.value = labels[index] ?? '';
    zone.value = place.timezone;
    zone.removeAttribute('aria-invalid');
    close();
    status.textContent = `Time zone set to ${place.timezone}.`;
  }

  function render(): void {
    labels = placeLabels(places);
    listbox.replaceChildren(
      ...places.map((place, index) => {
        const option = document.createElement('li');
        option.id = optionId(index);
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', 'false');
        const name = document.createElement('span');
        name.className = 'option-name';
        name.textContent = labels[index] ?? '';
        const timezone = document.createElement('span');
        timezone.className = 'option-zone';
        timezone.textContent = place.timezone;
        option.append(name, ' ', timezone);
        // Keep the focus in the box, so the pick does not blur it.
        option.addEventListener('mousedown', (event) => event.preventDefault());
        option.addEventListener('click', () => pick(index));
        return option;
      }),
    );
    setActive(-1);
    if (places.length > 0) open();
    else close();
  }

  async function search(text: string): Promise<void> {
    pending?.abort();
    if (parts.isOffline?.() === true) {
      places = [];
      render();
      status.textContent = 'Offline, places are not searched: type the IANA time zone (the suggestions come from the engine).';
      return;
    }
    const key = parts.readKey();
    if (key === '') {
      places = [];
      render();
      status.textContent = keyNeededText;
      return;
    }
    const controller = new AbortController();
    pending = controller;
    status.textContent = 'Searching…';
    let result: Awaited<ReturnType<typeof getJson>>;
    try {
      result = await getJson(`/locations?${queryString([['q', text], ['limit', '8']])}`, key, controller.signal);
    } catch {
      return; // a newer search replaced this one
    }
    if (controller.signal.aborted) return;
    if (!result.ok) {
      places = [];
      render();
      status.textContent = `No suggestions: ${problemHeading(result.problem)} ${result.problem.message}`;
      return;
    }
    places = isPlaceList(result.value) ? result.value : [];
    render();
    status.textContent =
      places.length === 0 ? 'No place matches; try another spelling, or type the time zone.' : `${places.length} place${places.length === 1 ? '' : 's'} found: arrow keys to choose, Enter to pick.`;
  }

  const searchSoon = debounce((text: string) => void search(text), pauseMilliseconds);

  // A key entered after a search that asked for one: search again at once, or clear the request for a key.
  document.addEventListener(keyChangedEvent, () => {
    if (status.textContent !== keyNeededText) return;
    const text = input.value.trim();
    if (text.length >= minimumLetters && parts.readKey() !== '') void search(text);
    else if (parts.readKey() !== '') status.textContent = '';
  });

  input.addEventListener('input', () => {
    const text = input.value.trim();
    if (text.length < minimumLetters) {
      searchSoon.cancel();
      pending?.abort();
      places = [];
      render();
      status.textContent = '';
      return;
    }
    searchSoon(text);
  });

  input.addEventListener('keydown', (event) => {
    if (isNavigationKey(event.key)) {
      if ((event.key === 'Home' || event.key === 'End') && !isOpen()) return; // caret movement in the text
      event.preventDefault();
      open();
      setActive(movedIndex(active, places.length, event.key));
    } else if (event.key === 'Enter' && isOpen() && active >= 0) {
      event.preventDefault(); // pick, do not submit the form
      pick(active);
    } else if (event.key === 'Escape' && isOpen()) {
      event.preventDefault();
      close();
    }
  });

  input.addEventListener('blur', () => {
    close();
    searchSoon.cancel();
    if (pending !== undefined && !pending.signal.aborted) {
      pending.abort();
      status.textContent = '';
    }
  });
}
