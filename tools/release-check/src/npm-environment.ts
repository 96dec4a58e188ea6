// The environment a person's own `npm install` sees: none of the `npm_*` settings pnpm hands to the scripts it
// runs, except where the registry and the cache are.

const KEPT = new Set(['npm_config_registry', 'npm_config_cache', 'npm_config_userconfig']);

export function plainNpmEnvironment(environment: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(environment).filter(([key]) => {
      const lower = key.toLowerCase();
      return KEPT.has(lower) || !(lower.startsWith('npm_') || lower.startsWith('pnpm_'));
    }),
  );
}
