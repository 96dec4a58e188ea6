import { describe, expect, it } from 'vitest';
import { GENE_KEY_SPHERES } from './gene-key-spheres';
import { geneKeyThemes } from './gene-key-themes';

describe('Gene Keys spheres', () => {
  it('lists 13 spheres reading 11 distinct activations', () => {
    expect(GENE_KEY_SPHERES).toHaveLength(13);
    expect(new Set(GENE_KEY_SPHERES.map((sphere) => sphere.id)).size).toBe(13);
    expect(new Set(GENE_KEY_SPHERES.map((sphere) => `${sphere.side} ${sphere.planet}`)).size).toBe(11);
  });

  it('reads the mapping of the Activation, Venus and Pearl sequences', () => {
    const read = (id: string) => {
      const sphere = GENE_KEY_SPHERES.find((entry) => entry.id === id);
      return `${sphere?.sequence} ${sphere?.side} ${sphere?.planet}`;
    };
    expect(read('lifes-work')).toBe('Activation Personality Sun');
    expect(read('purpose')).toBe('Activation Design Earth');
    expect(read('attraction')).toBe('Venus Design Moon');
    expect(read('eq')).toBe('Venus Personality Mars');
    expect(read('core')).toBe(read('vocation').replace('Pearl', 'Venus'));
    expect(read('culture')).toBe('Pearl Design Jupiter');
    expect(read('brand')).toBe('Pearl Personality Sun');
  });

  it('has one non-empty theme of one sentence per key', () => {
    expect(geneKeyThemes).toHaveLength(64);
    for (const theme of geneKeyThemes) {
      expect(theme.trim().length).toBeGreaterThan(10);
      expect(theme.endsWith('.')).toBe(true);
    }
  });
});
