import type { ApiResult } from './api-client';
import { problemAdvice, problemHeading } from './problem-advice';
import { layOutPictureForScreen } from './stacked-columns';
import { inlineSvg } from './svg-picture';

/**
 * Shows the bodygraph picture in its figure, or a short note why there is none; a missing picture never hides
 * the chart around it.
 */
export function showPicture(figure: HTMLElement, answer: ApiResult<string>, idPrefix: string): void {
  figure.removeAttribute('aria-busy');
  if (answer.ok && inlineSvg(figure, answer.value, idPrefix)) {
    figure.dataset.state = 'shown';
    layOutPictureForScreen(figure);
    return;
  }
  const note = document.createElement('p');
  note.className = 'picture-note';
  note.textContent = answer.ok
    ? 'The picture could not be read as SVG.'
    : `No picture: ${problemHeading(answer.problem)} ${answer.problem.message} ${problemAdvice(answer.problem, { offline: document.documentElement.dataset['mode'] === 'offline' })}`.trim();
  figure.replaceChildren(note);
  figure.dataset.state = 'missing';
}
