/** The element with `id`, checked to be of `kind`; throws when the page lacks it (a page and script out of step). */
export function requireElement<Kind extends Element>(id: string, kind: abstract new () => Kind): Kind {
  const element = document.getElementById(id);
  if (!(element instanceof kind)) throw new Error(`The playground page has no ${kind.name} #${id}.`);
  return element;
}

/** `<dl>` rows from label and text pairs. */
export function renderSummary(list: HTMLDListElement, rows: ReadonlyArray<{ readonly label: string; readonly value: string }>): void {
  list.replaceChildren(
    ...rows.flatMap((row) => {
      const term = document.createElement('dt');
      term.textContent = row.label;
      const detail = document.createElement('dd');
      detail.textContent = row.value;
      return [term, detail];
    }),
  );
}

/** The colors of the page, for the picture: the reader's `prefers-color-scheme`. */
export function pageTheme(): 'light' | 'dark' {
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}
