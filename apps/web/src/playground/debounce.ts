/** A function that waits until calls stop for `delayMilliseconds`, then runs once with the last arguments. */
export interface Debounced<Arguments extends unknown[]> {
  (...callArguments: Arguments): void;
  /** Drops a pending call. */
  cancel(): void;
}

/** Delays `action` until no call came for `delayMilliseconds` (typing pauses before a place search). */
export function debounce<Arguments extends unknown[]>(action: (...callArguments: Arguments) => void, delayMilliseconds: number): Debounced<Arguments> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...callArguments: Arguments) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      action(...callArguments);
    }, delayMilliseconds);
  };
  return Object.assign(debounced, {
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  });
}
