import type { ApiProblem } from './api-problem';
import { invalidParameters } from './invalid-fields';
import { problemAdvice, problemHeading } from './problem-advice';

/** Shows a problem in a `role="alert"` region: heading, the service's message, its field issues and what to do. */
export function showProblem(region: HTMLElement, problem: ApiProblem): void {
  const title = document.createElement('p');
  title.className = 'problem-title';
  const heading = document.createElement('strong');
  heading.textContent = problemHeading(problem);
  title.append(heading, ` ${problem.message}`);
  const parts: HTMLElement[] = [title];
  const unsaid = problem.issues.filter((issue) => !problem.message.includes(issue.message));
  if (unsaid.length > 0) {
    const list = document.createElement('ul');
    list.append(
      ...unsaid.map((issue) => {
        const item = document.createElement('li');
        item.textContent = issue.path === '' ? issue.message : `${issue.path}: ${issue.message}`;
        return item;
      }),
    );
    parts.push(list);
  }
  const advice = problemAdvice(problem, { offline: document.documentElement.dataset['mode'] === 'offline' });
  if (advice !== '') {
    const paragraph = document.createElement('p');
    paragraph.className = 'problem-advice';
    paragraph.textContent = advice;
    parts.push(paragraph);
  }
  region.replaceChildren(...parts);
  region.dataset.code = problem.code;
  region.hidden = false;
}

/** Empties a problem region. */
export function clearProblem(region: HTMLElement): void {
  region.replaceChildren();
  delete region.dataset.code;
  region.hidden = true;
}

/**
 * Marks the inputs the problem is about (`date` → the date and time inputs…) as invalid and clears the others;
 * returns the first marked input. `byCode` also reads an engine code without issues (see {@link invalidParameters}).
 */
export function markInvalidFields(
  problem: ApiProblem | undefined,
  inputsByPath: Readonly<Record<string, readonly HTMLInputElement[]>>,
  byCode = false,
): HTMLInputElement | undefined {
  const invalid = new Set(problem === undefined ? [] : invalidParameters(problem, byCode).flatMap((path) => inputsByPath[path] ?? []));
  for (const input of Object.values(inputsByPath).flat()) {
    if (invalid.has(input)) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }
  return [...invalid][0];
}

/** Drops an input's invalid mark as soon as it is edited. */
export function clearInvalidOnEdit(inputs: readonly HTMLInputElement[]): void {
  for (const input of inputs) input.addEventListener('input', () => input.removeAttribute('aria-invalid'));
}
