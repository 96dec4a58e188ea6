import { describe, expect, it } from 'vitest';
import { dependencyMismatches, moduleSpecifiers, packageNameOf } from './dist-imports';

describe('moduleSpecifiers', () => {
  it('reads esbuild imports, re-exports, side-effect and dynamic imports', () => {
    const code = [
      'import {',
      '  natalChart',
      '} from "@acme/bodygraph";',
      'import { Resvg } from "@resvg/resvg-js";',
      'export { getGate } from "@acme/reference-library";',
      'import "./polyfill.js";',
      'const later = await import("@acme/atlas");',
      'const prose = "a quote from \\"The Book\\"";',
    ].join('\n');
    expect(moduleSpecifiers(code)).toEqual(['@acme/bodygraph', '@resvg/resvg-js', '@acme/reference-library', './polyfill.js', '@acme/atlas']);
  });
});

describe('packageNameOf', () => {
  it('names scoped and plain packages and skips relative paths and built-ins', () => {
    expect(packageNameOf('@resvg/resvg-js/index.js')).toBe('@resvg/resvg-js');
    expect(packageNameOf('astronomy-engine')).toBe('astronomy-engine');
    expect(packageNameOf('./chart.js')).toBeUndefined();
    expect(packageNameOf('node:fs')).toBeUndefined();
    expect(packageNameOf('fs')).toBeUndefined();
  });
});

describe('dependencyMismatches', () => {
  it('finds imports nobody declared and dependencies nothing imports', () => {
    const manifest = { name: '@acme/x', version: '1.0.0', dependencies: { 'astronomy-engine': '2.1.19', '@acme/y': '1.0.0' } };
    expect(dependencyMismatches(manifest, ['@acme/y', 'swisseph-wasm', '@acme/x'])).toEqual({
      undeclared: ['swisseph-wasm'],
      unused: ['astronomy-engine'],
    });
  });
});
