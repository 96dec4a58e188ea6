import { describe, expect, it } from 'vitest';
import { entrySpecifiers } from './consumer-project';

describe('entrySpecifiers', () => {
  it('names every code entry of the export map', () => {
    const manifest = { name: '@mandala/bodygraph-svg', version: '1.0.0', exports: { '.': {}, './png': {}, './package.json': './package.json' } };
    expect(entrySpecifiers(manifest)).toEqual(['@mandala/bodygraph-svg', '@mandala/bodygraph-svg/png']);
  });

  it('falls back to the package name without an export map', () => {
    expect(entrySpecifiers({ name: 'legacy', version: '1.0.0' })).toEqual(['legacy']);
  });
});
