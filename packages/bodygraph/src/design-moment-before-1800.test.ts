import { describe, expect, it } from 'vitest';
import { natalChart } from './index';

describe('a birth whose design moment falls before 1800', () => {
  it('says the design moment is out of range, not a Julian day', () => {
    let thrown: unknown;
    try {
      natalChart({ date: '1800-01-01T00:00', timezone: 'UTC' }, { version: 'v1' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ code: 'date_out_of_range', details: { reason: 'design_moment_before_range' } });
    expect((thrown as Error).message).toMatch(/^The design moment of a birth at 1800-01-01T00:00:00.000Z .* births from about 1800-04-01 on/);
    expect((thrown as Error).message).not.toMatch(/Julian/);
  });

  it('charts a birth from April 1800, whose design moment is in range', () => {
    expect(natalChart({ date: '1800-04-05T12:00', timezone: 'UTC' }, { version: 'v1' }).DesignDateUtc.startsWith('1800-01')).toBe(true);
  });
});
