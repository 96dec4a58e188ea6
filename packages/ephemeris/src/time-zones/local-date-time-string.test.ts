import { describe, expect, it } from 'vitest';
import { parseLocalDateTime } from './local-date-time-string';

const utcSeconds = (iso: string) => Date.parse(`${iso}Z`) / 1000;

describe('parseLocalDateTime', () => {
  it('accepts minutes, seconds and 1–7 fraction digits', () => {
    expect(parseLocalDateTime('1985-03-12T14:30')).toEqual({ localSeconds: utcSeconds('1985-03-12T14:30:00'), millisecond: 0 });
    expect(parseLocalDateTime('1985-03-12T14:30:59')).toEqual({ localSeconds: utcSeconds('1985-03-12T14:30:59'), millisecond: 0 });
    expect(parseLocalDateTime('1985-03-12T14:30:59.5').millisecond).toBe(500);
    expect(parseLocalDateTime('1985-03-12T14:30:59.25').millisecond).toBe(250);
    expect(parseLocalDateTime('1985-03-12T14:30:59.1234567').millisecond).toBe(123);
  });

  it('accepts leap days and years before 1900 and after 2100', () => {
    expect(parseLocalDateTime('2024-02-29T00:00').localSeconds).toBe(utcSeconds('2024-02-29T00:00:00'));
    expect(parseLocalDateTime('1800-01-01T00:00').localSeconds).toBe(utcSeconds('1800-01-01T00:00:00'));
    expect(parseLocalDateTime('2199-12-31T23:59:59').localSeconds).toBe(utcSeconds('2199-12-31T23:59:59'));
    expect(parseLocalDateTime('0050-06-01T00:00').localSeconds).toBe(utcSeconds('0050-06-01T00:00:00'));
  });

  it.each([
    ['1985-03-12T14:30Z', 'format'],
    ['1985-03-12T14:30:00+02:00', 'format'],
    ['1985-03-12 14:30', 'format'],
    ['1985-3-12T14:30', 'format'],
    ['1985-03-12T24:00', 'format'],
    ['1985-03-12T14:60', 'format'],
    ['1985-03-12T14:30:00.12345678', 'format'],
    ['1985-03-12T14:30:00.', 'format'],
    ['1985-13-12T14:30', 'format'],
    ['1985-03-12', 'format'],
    ['2023-02-30T10:00', 'nonexistent_day'],
    ['2023-02-29T10:00', 'nonexistent_day'],
    ['1900-02-29T10:00', 'nonexistent_day'],
    ['2023-04-31T10:00', 'nonexistent_day'],
  ])('refuses %s', (text, reason) => {
    expect(() => parseLocalDateTime(text)).toThrow(expect.objectContaining({ code: 'invalid_date', details: { date: text, reason } }));
  });

  it('refuses non-strings', () => {
    expect(() => parseLocalDateTime(19850312)).toThrow(expect.objectContaining({ code: 'invalid_date' }));
  });
});
