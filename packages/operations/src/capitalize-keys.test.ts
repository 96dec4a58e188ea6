import { describe, expect, it } from 'vitest';
import { capitalizeKeys } from './capitalize-keys';

describe('capitalizeKeys', () => {
  it('capitalizes keys at every depth and keeps values', () => {
    expect(capitalizeKeys({ id: '5/1', lines: [{ number: 1, text: 'a' }], nested: { personalityLine: 5 } })).toEqual({
      Id: '5/1',
      Lines: [{ Number: 1, Text: 'a' }],
      Nested: { PersonalityLine: 5 },
    });
  });
  it('leaves arrays of primitives, null and already capitalized keys alone', () => {
    expect(capitalizeKeys([1, 'a', null])).toEqual([1, 'a', null]);
    expect(capitalizeKeys({ Name: 'G', gates: [1, 2] })).toEqual({ Name: 'G', Gates: [1, 2] });
  });
});
