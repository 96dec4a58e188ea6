import type { ApiResult } from './api-client';
import { engineProblem } from './chart-source';
import { requireElement } from './dom';
import { loadOfflineEngine } from './offline-engine';
import type { OfflineEngine } from './offline-engine';

/** Where the page calculates: with the service (a key, one request per chart) or offline in the page. */
export interface CalculationMode {
  isOffline(): boolean;
  /** The offline engine, imported on first use; a problem when it cannot be loaded. */
  engine(): Promise<ApiResult<OfflineEngine>>;
}

const versionLegends = { online: 'Version (each is its own request, 1 unit)', offline: 'Version (calculated in this page)' } as const;

/**
 * Wires the mode switch (`#mode-online`, `#mode-offline`). Offline imports the engine (only then), fills the
 * time zone suggestions from its tz database and says so in `#mode-status`; `html[data-engine]` follows the
 * load (`loading`, `ready`, `failed`).
 */
export function attachCalculationMode(): CalculationMode {
  const offlineInput = requireElement('mode-offline', HTMLInputElement);
  const onlineInput = requireElement('mode-online', HTMLInputElement);
  const status = requireElement('mode-status', HTMLElement);
  const zoneNames = requireElement('time-zone-names', HTMLDataListElement);
  const versionLegend = requireElement('chart-version-legend', HTMLElement);
  // Offline needs no key: the key field is hidden, not merely ignored.
  const keyForm = requireElement('key-form', HTMLFormElement);
  const root = document.documentElement;

  async function engine(): Promise<ApiResult<OfflineEngine>> {
    root.dataset.engine = root.dataset.engine === 'ready' ? 'ready' : 'loading';
    try {
      const loaded = await loadOfflineEngine();
      if (zoneNames.options.length === 0) {
        zoneNames.replaceChildren(...loaded.listTimeZones().map((name) => Object.assign(document.createElement('option'), { value: name })));
      }
      root.dataset.engine = 'ready';
      return { ok: true, value: loaded };
    } catch (error) {
      root.dataset.engine = 'failed';
      return { ok: false, problem: { ...engineProblem(error), code: 'engine_not_loaded', message: 'The offline engine could not be loaded.' } };
    }
  }

  async function showMode(): Promise<void> {
    const offline = offlineInput.checked;
    root.dataset.mode = offline ? 'offline' : 'online';
    versionLegend.textContent = versionLegends[offline ? 'offline' : 'online'];
    keyForm.hidden = offline;
    if (!offline) {
      status.textContent = 'Charts come from this service: each costs its units, with the key above.';
      return;
    }
    status.textContent = 'Loading the engine (about 5 MB)…';
    const loaded = await engine();
    if (!offlineInput.checked) return;
    status.textContent = loaded.ok
      ? `Offline: charts and pictures are calculated in this page by the engine ${loaded.value.ENGINE_VERSION} with its own time zone data ` +
        `(tz database ${loaded.value.tzdataVersion}); nothing is sent and no key is needed. Place search needs the service: type the time zone.`
      : `${loaded.problem.message} Check that the server is running, then choose offline again.`;
  }

  for (const input of [offlineInput, onlineInput]) input.addEventListener('change', () => void showMode());
  root.dataset.mode = offlineInput.checked ? 'offline' : 'online';
  keyForm.hidden = offlineInput.checked;
  if (offlineInput.checked) void showMode();
  return { isOffline: () => offlineInput.checked, engine };
}
