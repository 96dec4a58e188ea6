import { describe, expect, it } from 'vitest';
import { normalizeKey } from './api-key';

const key = `mdl_live_${'a'.repeat(43)}`;

describe('normalizeKey', () => {
  it('keeps a pasted key as it is, without surrounding blanks', () => {
    expect(normalizeKey(`  ${key}\n`)).toBe(key);
  });

  it('drops a leading Bearer and surrounding quotes', () => {
    expect(normalizeKey(`Bearer ${key}`)).toBe(key);
    expect(normalizeKey(`bearer   ${key}`)).toBe(key);
    expect(normalizeKey(`"${key}"`)).toBe(key);
    expect(normalizeKey(`'${key}'`)).toBe(key);
  });
});
