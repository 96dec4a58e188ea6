/** A browser bundle that would need Node: each finding names the Node built-in or global and the file using it. */
export class NodeInBrowserBundleError extends Error {
  override readonly name = 'NodeInBrowserBundleError';

  constructor(readonly findings: readonly string[]) {
    super(`The browser bundle needs Node:\n${findings.map((finding) => `  - ${finding}`).join('\n')}`);
  }
}
