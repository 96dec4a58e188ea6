/**
 * What `pnpm start` prints on stderr once the service answers: where to go next (the playground, the API reference,
 * the MCP endpoint). `restUrl` and `mcpUrl` are the listening URLs; a wildcard host (`[::]`, `0.0.0.0`) is shown as
 * `localhost`, which a browser on this machine can open. `pictureFontAdvice`, when a worker found no font for the
 * PNGs' labels (run-service.ts), is printed as a warning. (The cluster's primary prints this too, so this module
 * imports none of the service's packages.)
 */
export function startupBanner(urls: { readonly restUrl: string; readonly mcpUrl: string; readonly pictureFontAdvice?: string | undefined }): string {
  const openable = (url: string) => url.replace(/^(https?:\/\/)(\[::\]|0\.0\.0\.0|\[::1\]|127\.0\.0\.1)(?=[:/]|$)/, '$1localhost').replace(/\/$/, '');
  const rest = openable(urls.restUrl);
  return [
    '',
    'Mandala is running.',
    `  Playground (charts in the browser): ${rest}/`,
    `  API reference:                      ${rest}/docs  (OpenAPI: ${rest}/openapi.json)`,
    `  MCP server:                         ${openable(urls.mcpUrl)}/`,
    ...(urls.pictureFontAdvice === undefined ? [] : ['', `Warning: ${urls.pictureFontAdvice}`]),
    '',
  ].join('\n') + '\n';
}
