/** Version of the bodygraph engine, reported in v3 `Meta.EngineVersion`. Bump with package.json. */
export const ENGINE_VERSION = '0.1.0';
