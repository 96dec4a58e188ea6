import { describe, expect, it } from 'vitest';
import { parseAuthorityFilter, parseCategoryFilter, parseProfileFilter, parseTypeFilter } from './chart-filters';

const invalid = expect.objectContaining({ code: 'invalid_celebrity_query' });

describe('chart filters', () => {
  it('accepts type spellings', () => {
    expect(parseTypeFilter('Projector')).toBe('Projector');
    expect(parseTypeFilter('projector')).toBe('Projector');
    expect(parseTypeFilter('manifesting-generator')).toBe('Manifesting Generator');
    expect(parseTypeFilter('MG')).toBe('Manifesting Generator');
    expect(() => parseTypeFilter('Wizard')).toThrow(invalid);
    expect(() => parseTypeFilter(3)).toThrow(invalid);
  });

  it('accepts profile spellings', () => {
    for (const spelling of ['5/1', '51', '5-1', ' 5 / 1 ', 51]) expect(parseProfileFilter(spelling)).toBe('5/1');
    expect(parseProfileFilter('4/1')).toBe('4/1');
    expect(() => parseProfileFilter('1/5')).toThrow(invalid); // not one of the 12
    expect(() => parseProfileFilter('7/1')).toThrow(invalid);
    expect(() => parseProfileFilter('5/1/2')).toThrow(invalid);
  });

  it('accepts authority spellings', () => {
    expect(parseAuthorityFilter('Splenic')).toBe('Splenic');
    expect(parseAuthorityFilter('spleen')).toBe('Splenic');
    expect(parseAuthorityFilter('solar plexus')).toBe('Emotional');
    expect(parseAuthorityFilter('self projected')).toBe('Self-Projected');
    expect(parseAuthorityFilter('EGO-MANIFESTED')).toBe('Ego Manifested');
    expect(() => parseAuthorityFilter('gut')).toThrow(invalid);
  });

  it('accepts categories', () => {
    expect(parseCategoryFilter('Music')).toBe('music');
    expect(() => parseCategoryFilter('cooking')).toThrow(invalid);
  });
});
