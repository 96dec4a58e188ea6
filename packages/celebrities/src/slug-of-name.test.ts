import { describe, expect, it } from 'vitest';
import { slugOfName } from './slug-of-name';

describe('slugOfName', () => {
  it('makes slugs of names', () => {
    expect(slugOfName('Albert Einstein')).toBe('albert-einstein');
    expect(slugOfName('Salvador Dalí')).toBe('salvador-dali');
    expect(slugOfName('J. R. R. Tolkien')).toBe('j-r-r-tolkien');
    expect(slugOfName('Martin Luther King Jr.')).toBe('martin-luther-king-jr');
    expect(slugOfName('Tenzin Gyatso, 14th Dalai Lama')).toBe('tenzin-gyatso-14th-dalai-lama');
  });
});
