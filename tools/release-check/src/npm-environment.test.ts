import { describe, expect, it } from 'vitest';
import { plainNpmEnvironment } from './npm-environment';

describe('plainNpmEnvironment', () => {
  it('drops what pnpm sets for its scripts and keeps the registry, the cache and the rest', () => {
    expect(
      plainNpmEnvironment({
        PATH: '/usr/bin',
        npm_config_registry: 'https://registry.example/',
        npm_config_cache: '/cache',
        npm_config_frozen_lockfile: 'true',
        npm_package_name: 'mandala',
        npm_lifecycle_event: 'release:dry-run',
        PNPM_SCRIPT_SRC_DIR: '/work',
      }),
    ).toEqual({ PATH: '/usr/bin', npm_config_registry: 'https://registry.example/', npm_config_cache: '/cache' });
  });
});
