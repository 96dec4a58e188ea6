import { describe, expect, it } from 'vitest';
import { formatBytes, parseBytes } from './format-bytes';

describe('formatBytes', () => {
  it('uses decimal units with three significant figures', () => {
    expect(formatBytes(5_226_492)).toBe('5.23 MB');
    expect(formatBytes(21_400_000)).toBe('21.4 MB');
    expect(formatBytes(39_901)).toBe('39.9 kB');
    expect(formatBytes(1_000)).toBe('1 kB');
    expect(formatBytes(512)).toBe('512 B');
  });
});

describe('parseBytes', () => {
  it('reads what formatBytes writes', () => {
    expect(parseBytes('5.23 MB')).toBe(5_230_000);
    expect(parseBytes('39.9 kB')).toBe(39_900);
    expect(parseBytes('1,200 kB')).toBe(1_200_000);
    expect(parseBytes('512 B')).toBe(512);
  });

  it('refuses other units and words', () => {
    expect(parseBytes('5 MiB')).toBeUndefined();
    expect(parseBytes('large')).toBeUndefined();
  });
});
