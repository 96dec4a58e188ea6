import { describe, expect, it } from 'vitest';
import { decodeTransitionSeconds, encodeTransitionSeconds } from './zone-record-codec';

describe('zone record codec', () => {
  it('round-trips ascending instants, negative ones included', () => {
    const seconds = [-4_260_212_372, -2_717_650_800, 0, 1_615_705_200, 2_140_668_000];
    expect([...decodeTransitionSeconds(encodeTransitionSeconds(seconds))]).toEqual(seconds);
  });

  it('encodes gaps, not absolute values, after the first instant', () => {
    expect(encodeTransitionSeconds([-36, 0, 36])).toBe('-10,10,10');
    expect(decodeTransitionSeconds('').length).toBe(0);
  });
});
