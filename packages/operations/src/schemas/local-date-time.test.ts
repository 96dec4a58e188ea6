import { describe, expect, it } from 'vitest';
import { canonicalLocalDateTime, localDateTimeSchema } from './local-date-time';

function messageOf(value: unknown): string {
  const result = localDateTimeSchema.safeParse(value);
  if (result.success) throw new Error(`expected ${String(value)} to fail`);
  return result.error.issues.map((issue) => issue.message).join(' ');
}

describe('localDateTimeSchema', () => {
  it('treats T14:30, T14:30:00 and T14:30:00.000 as the same moment', () => {
    const forms = ['1990-05-15T14:30', '1990-05-15T14:30:00', '1990-05-15T14:30:00.000', '1990-05-15T14:30:00.0000000'];
    expect(new Set(forms.map((form) => localDateTimeSchema.parse(form)))).toEqual(new Set(['1990-05-15T14:30:00']));
  });

  it('keeps significant fraction digits and drops trailing zeros', () => {
    expect(canonicalLocalDateTime('2000-01-01T00:00:00.1234500')).toBe('2000-01-01T00:00:00.12345');
  });

  it('rejects Z and offsets with a message pointing at the time-zone parameter', () => {
    for (const value of ['1990-05-15T14:30Z', '1990-05-15T14:30:00+02:00', '1990-05-15T14:30:00-0500']) {
      expect(messageOf(value)).toMatch(/without "Z" or a UTC offset/);
    }
  });

  it('rejects malformed strings, days that do not exist and non-strings', () => {
    expect(messageOf('1990-05-15')).toMatch(/not properly formatted/);
    expect(messageOf('1990-13-01T00:00')).toBe('The date 1990-13-01T00:00 has month 13: months run 01 to 12.');
    expect(messageOf('1990-05-15T24:00')).toBe('The date 1990-05-15T24:00 has hour 24: hours run 00 to 23 (midnight is T00:00 of the next day).');
    expect(messageOf('1990-05-00T10:00')).toMatch(/day 00: days run 01 to 31/);
    expect(messageOf('1990-05-15T10:60')).toMatch(/minute 60: minutes run 00 to 59/);
    expect(messageOf('1990-05-15T10:30:61')).toMatch(/second 61: seconds run 00 to 59/);
    expect(messageOf('1990-05-15T14:30:00.12345678')).toMatch(/not properly formatted/);
    expect(messageOf('2023-02-29T12:00')).toMatch(/does not exist/);
    expect(localDateTimeSchema.parse('2024-02-29T12:00')).toBe('2024-02-29T12:00:00');
    expect(localDateTimeSchema.safeParse(19900515).success).toBe(false);
  });
});
