import { describe, expect, it } from 'vitest';
import { utcOffsetSecondsOf } from './utc-offset-text';

describe('utcOffsetSecondsOf', () => {
  it('reads offsets with or without UTC, GMT or UT, with or without minutes', () => {
    expect(utcOffsetSecondsOf('UTC+2')).toBe(7200);
    expect(utcOffsetSecondsOf('utc +02:00')).toBe(7200);
    expect(utcOffsetSecondsOf('GMT-3')).toBe(-10800);
    expect(utcOffsetSecondsOf('+05:30')).toBe(19800);
    expect(utcOffsetSecondsOf('+0530')).toBe(19800);
    expect(utcOffsetSecondsOf('-0800')).toBe(-28800);
    expect(utcOffsetSecondsOf(' UT\u22124 ')).toBe(-14400);
    expect(utcOffsetSecondsOf('+545')).toBe(20700);
  });

  it('leaves everything else alone', () => {
    for (const text of ['UTC', 'GMT', 'Berlin', '2024', 'UTC+', '+', 'UTC+2h', 'Etc/GMT-2', '12:30']) expect(utcOffsetSecondsOf(text), text).toBeUndefined();
  });
});
