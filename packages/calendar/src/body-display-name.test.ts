import { describe, expect, it } from 'vitest';
import { bodyDisplayName, bodySubject } from './body-display-name';

describe('body names in prose', () => {
  it('spells the nodes out and puts an article before the lights and nodes', () => {
    expect(bodyDisplayName('NorthNode')).toBe('North Node');
    expect(bodyDisplayName('Mars')).toBe('Mars');
    expect(bodySubject('Moon')).toBe('The Moon');
    expect(bodySubject('SouthNode')).toBe('The South Node');
    expect(bodySubject('Pluto')).toBe('Pluto');
  });
});
