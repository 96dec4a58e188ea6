// Guards the celebrity search against folding non-Latin text away. It folds with the one `foldText` of
// @mandala/reference-library (the fold the atlas uses for places), which keeps letters of every script, so
// `Москва` folds to `москва` and a Cyrillic (or Greek, CJK…) query is matched word for word like a Latin
// one instead of becoming the empty query, which lists everyone.
import { foldText as referenceLibraryFoldText } from '@mandala/reference-library';
import { describe, expect, it } from 'vitest';
import { foldText } from './index';
import { searchCelebrities } from './search-celebrities';

describe('Cyrillic and other non-Latin search text', () => {
  it('folds with the same function as the atlas, keeping the letters', () => {
    expect(foldText).toBe(referenceLibraryFoldText);
    expect(foldText('Москва')).toBe('москва');
    expect(foldText('ФЁДОР Достоевский')).toBe(foldText('Фёдор ДОСТОЕВСКИЙ'));
    expect(foldText('Фёдор Достоевский')).not.toBe('');
    expect(foldText('Αθήνα')).toBe('αθηνα');
    expect(foldText('東京')).toBe('東京');
  });

  it('matches a Cyrillic query against names, like a Latin query no name contains', () => {
    expect(searchCelebrities('Достоевский')).toEqual(searchCelebrities('zzqx'));
    expect(searchCelebrities('Достоевский')).toEqual([]);
    expect(searchCelebrities('Москва', { category: 'science' })).toEqual([]);
    expect(searchCelebrities('東京')).toEqual([]);
  });

  it('does not drop a non-Latin word from a mixed query: every word must match', () => {
    expect(searchCelebrities('dostoevsky')[0]?.Slug).toBe('fyodor-dostoevsky');
    expect(searchCelebrities('dostoevsky Фёдор')).toEqual([]);
  });

  it('finds a record by its name written in another case or without its accents', () => {
    for (const [query, slug] of [
      ['Salvador Dalí', 'salvador-dali'],
      ['SALVADOR DALÍ', 'salvador-dali'],
      ['salvador dali', 'salvador-dali'],
      ['ÉDOUARD MANET', 'edouard-manet'],
      ['edouard manet', 'edouard-manet'],
      ['käthe kollwitz', 'kathe-kollwitz'],
      ['KATHE KOLLWITZ', 'kathe-kollwitz'],
    ] as const) {
      expect(searchCelebrities(query)[0]?.Slug, query).toBe(slug);
    }
  });
});
