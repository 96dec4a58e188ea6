/**
 * What `pnpm start` prints on stderr once the service answers: where to go next (the playground, the API reference,
 * the MCP endpoint). `restUrl` and `mcpUrl` are the listening URLs; a wildcard host (`[::]`, `0.0.0.0`) is shown as
 * `localhost`, which a browser on this machine can open.
 */
export function startupBanner(urls: { readonly restUrl: string; readonly mcpUrl: string }): string {
  const openable = (url: string) => url.replace(/^(https?:\/\/)(\[::\]|0\.0\.0\.0|\[::1\]|127\.0\.0\.1)(?=[:/]|$)/, '$1localhost').replace(/\/$/, '');
  const rest = openable(urls.restUrl);
  return [
    '',
    'Mandala is running.',
    `  Playground (charts in the browser): ${rest}/`,
    `  API reference:                      ${rest}/docs  (OpenAPI: ${rest}/openapi.json)`,
    `  MCP server:                         ${openable(urls.mcpUrl)}/`,
    '',
  ].join('\n') + '\n';
}
