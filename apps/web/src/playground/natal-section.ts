import { downloadFile } from '../shared/download-file';
import { getFile } from './api-client';
import type { ApiResult } from './api-client';
import { missingKeyProblem } from './api-problem';
import type { ApiProblem } from './api-problem';
import { birthFields, emptyBirthField, readBirth } from './birth-fields';
import type { BirthFields } from './birth-fields';
import { natalChartUrl, natalReportUrl } from './birth-query';
import type { BirthInput, ChartVersion } from './birth-query';
import type { CalculationMode } from './calculation-mode';
import { offlineSource, onlineSource } from './chart-source';
import type { ChartSource } from './chart-source';
import { natalChartSummary } from './chart-summary';
import type { NatalChartJson } from './chart-summary';
import { attachCopyButton } from './copy-button';
import { curlCommand } from './curl-command';
import { localTimeNotice } from './local-time-notice';
import type { LocalTimeFields } from './local-time-notice';
import { pageTheme, renderSummary, requireElement } from './dom';
import { showPicture } from './picture-view';
import { clearInvalidOnEdit, clearProblem, markInvalidFields, showProblem } from './problem-view';

/** What the natal section needs from the page around it. */
export interface NatalSectionOptions {
  readonly readKey: () => string;
  readonly keyInput: HTMLInputElement;
  readonly mode: CalculationMode;
}

const chartVersions: readonly ChartVersion[] = ['v1', 'v2', 'v3'];

/**
 * The birth form and the chart it shows: the summary (from v3, or v1 on a plan without v2/v3), the picture,
 * the raw JSON of the version picked on the switch (each version one request) and its curl command. Offline, the
 * engine in the page calculates all of them instead, without a key. Returns the birth fields, which the composite
 * uses as its first person.
 */
export function attachNatalSection(options: NatalSectionOptions): BirthFields {
  const form = requireElement('birth-form', HTMLFormElement);
  const fields = birthFields('birth');
  const submit = requireElement('birth-submit', HTMLButtonElement);
  const message = requireElement('birth-message', HTMLElement);
  const section = requireElement('chart-section', HTMLElement);
  const heading = requireElement('chart-heading', HTMLHeadingElement);
  const birthLine = requireElement('chart-birth', HTMLElement);
  const picture = requireElement('chart-picture', HTMLElement);
  const summary = requireElement('chart-summary', HTMLDListElement);
  const notice = requireElement('chart-notice', HTMLElement);
  const json = requireElement('chart-json', HTMLElement);
  const jsonMessage = requireElement('chart-json-message', HTMLElement);
  const curl = requireElement('chart-curl', HTMLElement);
  const versionInputs = chartVersions.map((version) => requireElement(`chart-version-${version}`, HTMLInputElement));
  attachCopyButton(requireElement('chart-copy', HTMLButtonElement), curl, requireElement('chart-copy-status', HTMLElement));
  attachReportButton();
  const inputsByPath = { date: [fields.date, fields.time], timezone: [fields.zone] };
  clearInvalidOnEdit(Object.values(inputsByPath).flat());

  let shown: { birth: BirthInput; source: ChartSource; charts: Map<ChartVersion, unknown> } | undefined;
  let busy = false;

  const checkedVersion = (): ChartVersion => (versionInputs.find((input) => input.checked)?.value as ChartVersion | undefined) ?? 'v3';

  async function showRawJson(version: ChartVersion): Promise<void> {
    if (shown === undefined) return;
    const { birth, source, charts } = shown;
    curl.textContent = curlCommand(window.location.origin, natalChartUrl(version, birth));
    clearProblem(jsonMessage);
    if (!charts.has(version)) {
      json.textContent = `Loading the ${version} chart…`;
      const result = await source.natalChart(version, birth);
      if (shown?.birth !== birth || checkedVersion() !== version) return;
      if (!result.ok) {
        json.textContent = '';
        showProblem(jsonMessage, result.problem);
        return;
      }
      charts.set(version, result.value);
    }
    json.textContent = JSON.stringify(charts.get(version), null, 2);
  }

  function fail(problem: ApiProblem, focus?: HTMLInputElement): void {
    showProblem(message, problem);
    const invalid = markInvalidFields(problem, inputsByPath, true);
    (focus ?? invalid)?.focus();
  }

  async function calculate(source: ChartSource, birth: BirthInput): Promise<void> {
    const pictureAnswer = source.natalPicture(pageTheme(), birth);
    const charts = new Map<ChartVersion, unknown>();
    let chart: ApiResult<unknown> = await source.natalChart('v3', birth);
    let noticeText = '';
    if (!chart.ok && chart.problem.code === 'insufficient_tier') {
      // Every plan has v1: summarize that (or show why it failed too, e.g. the quota).
      const chartV1 = await source.natalChart('v1', birth);
      if (chartV1.ok) {
        noticeText = `${chart.problem.message} This summary comes from the v1 chart, which every plan includes; v2 and v3 need Startup or above.`;
        charts.set('v1', chartV1.value);
        for (const input of versionInputs) input.checked = input.value === 'v1';
      }
      chart = chartV1;
    } else if (chart.ok) charts.set('v3', chart.value);
    if (!chart.ok) {
      section.hidden = true;
      shown = undefined;
      fail(chart.problem);
      await pictureAnswer;
      return;
    }
    markInvalidFields(undefined, inputsByPath);
    shown = { birth, source, charts };
    const place = fields.place.value.trim();
    birthLine.textContent = `${place === '' ? '' : `${place} · `}${birth.date} ${birth.time} · ${birth.timezone}`;
    renderSummary(summary, natalChartSummary(chart.value as NatalChartJson));
    // A local time skipped or repeated by a daylight-saving change: say which instant the chart uses, and why.
    noticeText = [localTimeNotice(chart.value as LocalTimeFields, birth), noticeText].filter((text) => text !== '').join(' ');
    notice.textContent = noticeText;
    notice.hidden = noticeText === '';
    picture.replaceChildren();
    picture.setAttribute('aria-busy', 'true');
    section.hidden = false;
    heading.focus();
    await showRawJson(checkedVersion());
    showPicture(picture, await pictureAnswer, 'natal');
  }

  /** The source to calculate with: the engine offline, else the service with the key (a problem without one). */
  async function chartSource(): Promise<ApiResult<ChartSource>> {
    if (options.mode.isOffline()) {
      const engine = await options.mode.engine();
      return engine.ok ? { ok: true, value: offlineSource(engine.value) } : engine;
    }
    const key = options.readKey();
    return key === '' ? { ok: false, problem: missingKeyProblem } : { ok: true, value: onlineSource(key) };
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    clearProblem(message);
    if (!options.mode.isOffline() && options.readKey() === '') return fail(missingKeyProblem, options.keyInput);
    const empty = emptyBirthField(fields, 'the');
    if (empty !== undefined) return fail(empty.problem, empty.input);
    busy = true;
    submit.setAttribute('aria-busy', 'true');
    form.setAttribute('aria-busy', 'true');
    const birth = readBirth(fields);
    const calculation = chartSource().then((source) => (source.ok ? calculate(source.value, birth) : fail(source.problem)));
    void calculation.finally(() => {
      busy = false;
      submit.removeAttribute('aria-busy');
      form.removeAttribute('aria-busy');
    });
  });

  for (const input of versionInputs) input.addEventListener('change', () => void showRawJson(checkedVersion()));
  return fields;

  /** The report of the birth shown, as a PDF from the service with the key (offline there is none to ask). */
  function attachReportButton(): void {
    // Offline the row is hidden by the stylesheet (`html[data-mode='offline']`): a report needs the service.
    const button = requireElement('chart-report', HTMLButtonElement);
    const reportMessage = requireElement('chart-report-message', HTMLElement);
    button.addEventListener('click', () => {
      if (shown === undefined || options.mode.isOffline()) return;
      clearProblem(reportMessage);
      button.setAttribute('aria-busy', 'true');
      button.disabled = true;
      void getFile(natalReportUrl(shown.birth), options.readKey(), 'application/pdf')
        .then((answer) => (answer.ok ? downloadFile(answer.value.file, answer.value.fileName) : showProblem(reportMessage, answer.problem)))
        .finally(() => {
          button.disabled = false;
          button.removeAttribute('aria-busy');
        });
    });
  }
}

