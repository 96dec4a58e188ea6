import type { ApiResult } from './api-client';
import { missingKeyProblem } from './api-problem';
import type { ApiProblem } from './api-problem';
import { birthFields, emptyBirthField, readBirth } from './birth-fields';
import type { BirthFields } from './birth-fields';
import { compositeChartUrl } from './birth-query';
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
    const pictureAnswer = source.compositePicture(pageTheme(), firstBirth, secondBirth);
    const chart = await source.compositeChart(firstBirth, secondBirth);
    if (!chart.ok) {
      result.hidden = true;
      fail(chart.problem);
      await pictureAnswer;
      return;
    }
    markInvalidFields(undefined, inputsByPath);
    renderSummary(summary, compositeChartSummary(chart.value as CompositeChartJson));
    curl.textContent = curlCommand(window.location.origin, compositeChartUrl(firstBirth, secondBirth));
    picture.replaceChildren();
    picture.setAttribute('aria-busy', 'true');
    result.hidden = false;
    heading.focus();
    showPicture(picture, await pictureAnswer, 'composite');
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
