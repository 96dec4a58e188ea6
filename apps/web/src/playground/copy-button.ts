/**
 * A button that copies a command: to the clipboard where the browser allows it, else selects the text for
 * Ctrl+C. Reports the outcome in `status` (a `role="status"` element).
 */
export function attachCopyButton(button: HTMLButtonElement, source: HTMLElement, status: HTMLElement): void {
  button.addEventListener('click', async () => {
    const text = source.textContent ?? '';
    try {
      await navigator.clipboard.writeText(text);
      status.textContent = 'Copied. Set the key first: MANDALA_KEY=mdl_live_…';
    } catch {
      const range = document.createRange();
      range.selectNodeContents(source);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      status.textContent = 'Selected: press Ctrl+C (⌘C) to copy.';
    }
  });
}
