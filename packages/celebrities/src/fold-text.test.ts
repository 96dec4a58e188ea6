import { describe, expect, it } from 'vitest';
import { foldText, slugOfName } from './fold-text';

describe('foldText', () => {
  it('drops accents, apostrophes and case', () => {
    expect(foldText('Salvador Dalí')).toBe('salvador dali');
    expect(foldText("Ngũgĩ wa Thiong'o")).toBe('ngugi wa thiongo');
    expect(foldText("ʻAbdu'l-Bahá")).toBe('abdul baha');
    expect(foldText('  SØREN   Kierkegaard ')).toBe('soren kierkegaard');
    expect(foldText('Meßkirch')).toBe('messkirch');
  });

  it('makes slugs of names', () => {
    expect(slugOfName('Albert Einstein')).toBe('albert-einstein');
    expect(slugOfName('J. R. R. Tolkien')).toBe('j-r-r-tolkien');
    expect(slugOfName('Martin Luther King Jr.')).toBe('martin-luther-king-jr');
    expect(slugOfName('Tenzin Gyatso, 14th Dalai Lama')).toBe('tenzin-gyatso-14th-dalai-lama');
  });
});
