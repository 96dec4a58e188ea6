import type { ApiResult } from './api-client';
import { missingKeyProblem } from './api-problem';
import type { ApiProblem } from './api-problem';
import { birthFields, emptyBirthField, readBirth } from './birth-fields';
import type { BirthFields } from './birth-fields';
import { compositeChartUrl } from './birth-query';
import type { CompositeVersion } from './birth-query';
import type { CalculationMode } from './calculation-mode';
import { offlineSource, onlineSource } from './chart-source';
import type { ChartSource } from './chart-source';
import { compositeChartSummary } from './composite-summary';
import type { CompositeChartJson } from './composite-summary';
import { attachCopyButton } from './copy-button';
import { curlCommand } from './curl-command';
import { pageTheme, renderSummary, requireElement } from './dom';
import { showPicture } from './picture-view';
import { clearInvalidOnEdit, clearProblem, markInvalidFields, showProblem } from './problem-view';

/** What the composite section needs from the page around it. */
export interface CompositeSectionOptions {
  readonly readKey: () => string;
  readonly keyInput: HTMLInputElement;
  /** The first person: the birth form above. */
  readonly firstPerson: BirthFields;
  readonly mode: CalculationMode;
}

/**
 * The second person's form and the composite of both: picture, `/v2/hd-data-composite` summary, curl; offline,
 * the engine in the page calculates them.
 */
export function attachCompositeSection(options: CompositeSectionOptions): void {
  const form = requireElement('partner-form', HTMLFormElement);
  const fields = birthFields('partner');
  const message = requireElement('partner-message', HTMLElement);
  const result = requireElement('composite-result', HTMLElement);
  const heading = requireElement('composite-heading', HTMLHeadingElement);
  const picture = requireElement('composite-picture', HTMLElement);
  const summary = requireElement('composite-summary', HTMLDListElement);
  const curl = requireElement('composite-curl', HTMLElement);
  const notice = requireElement('composite-notice', HTMLElement);
  attachCopyButton(requireElement('composite-copy', HTMLButtonElement), curl, requireElement('composite-copy-status', HTMLElement));
  const first = options.firstPerson;
  const inputsByPath = { date: [first.date, first.time], timezone: [first.zone], date1: [fields.date, fields.time], timezone1: [fields.zone] };
  clearInvalidOnEdit([fields.date, fields.time, fields.zone]);
  let busy = false;

  function fail(problem: ApiProblem, focus?: HTMLInputElement): void {
    showProblem(message, problem);
    const invalid = markInvalidFields(problem, inputsByPath);
    (focus ?? invalid)?.focus();
  }

  async function calculate(source: ChartSource): Promise<void> {
    const firstBirth = readBirth(first);
    const secondBirth = readBirth(fields);
    // The chart first: the picture is asked for only when there is a chart to show beside it.
    let version: CompositeVersion = 'v2';
    let chart = await source.compositeChart('v2', firstBirth, secondBirth);
    let noticeText = '';
    if (!chart.ok && chart.problem.code === 'insufficient_tier') {
      // Every plan has the v1 composite: summarize that (or show why it failed too, e.g. the quota).
      const tierMessage = chart.problem.message;
      chart = await source.compositeChart('v1', firstBirth, secondBirth);
      version = 'v1';
      if (chart.ok) noticeText = `${tierMessage} This summary comes from the v1 composite, which every plan includes: no chemistry scores.`;
    }
    if (!chart.ok) {
      result.hidden = true;
      fail(chart.problem);
      return;
    }
    markInvalidFields(undefined, inputsByPath);
    renderSummary(summary, compositeChartSummary(chart.value as CompositeChartJson));
    notice.textContent = noticeText;
    notice.hidden = noticeText === '';
    curl.textContent = curlCommand(window.location.origin, compositeChartUrl(firstBirth, secondBirth, version));
    picture.replaceChildren();
    picture.setAttribute('aria-busy', 'true');
    result.hidden = false;
    heading.focus();
    showPicture(picture, await source.compositePicture(pageTheme(), firstBirth, secondBirth), 'composite');
  }

  async function chartSource(): Promise<ApiResult<ChartSource>> {
    if (!options.mode.isOffline()) return { ok: true, value: onlineSource(options.readKey()) };
    const engine = await options.mode.engine();
    return engine.ok ? { ok: true, value: offlineSource(engine.value) } : engine;
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    clearProblem(message);
    if (!options.mode.isOffline() && options.readKey() === '') return fail(missingKeyProblem, options.keyInput);
    const emptyFirst = emptyBirthField(first, "the first person's");
    if (emptyFirst !== undefined) return fail(emptyFirst.problem, emptyFirst.input);
    const emptySecond = emptyBirthField(fields, "the second person's");
    if (emptySecond !== undefined) return fail(emptySecond.problem, emptySecond.input);
    busy = true;
    form.setAttribute('aria-busy', 'true');
    void chartSource()
      .then((source) => (source.ok ? calculate(source.value) : fail(source.problem)))
      .finally(() => {
        busy = false;
        form.removeAttribute('aria-busy');
      });
  });
}
