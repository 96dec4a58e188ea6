import { describe, expect, it } from 'vitest';
import { getProfile } from './get-profile';
import { profiles } from './profiles';

describe('profiles', () => {
  it('has the 12 profiles in conventional order', () => {
    expect(profiles.map((profile) => profile.id)).toEqual([
      '1/3', '1/4', '2/4', '2/5', '3/5', '3/6', '4/6', '4/1', '5/1', '5/2', '6/2', '6/3',
    ]);
  });

  it('derives the angle from the lines: Right Angle below 4/1, Juxtaposition 4/1, Left Angle from line 5', () => {
    for (const profile of profiles) {
      expect(profile.id).toBe(`${profile.personalityLine}/${profile.designLine}`);
      const expected =
        profile.personalityLine >= 5 ? 'Left Angle' : profile.id === '4/1' ? 'Juxtaposition' : 'Right Angle';
      expect(profile.angle).toBe(expected);
    }
  });

  it('has prose in every descriptive field', () => {
    for (const profile of profiles) {
      for (const text of [profile.characteristics, profile.strategy, profile.strengths, profile.lifeTheme]) {
        expect(text.length).toBeGreaterThan(20);
      }
    }
  });
});

describe('getProfile', () => {
  it.each(['1/3', '1-3', '13', '1 / 3'])('accepts %s', (key) => {
    expect(getProfile(key).id).toBe('1/3');
  });

  it('accepts the two-digit number form', () => {
    expect(getProfile(51).id).toBe('5/1');
    expect(getProfile('4-6').name).toBe('Opportunist / Role Model');
  });

  it('throws reference_not_found for well-formed pairs that are not profiles', () => {
    expect(() => getProfile('1/1')).toThrow(expect.objectContaining({ code: 'reference_not_found' }));
    expect(() => getProfile('31')).toThrow(expect.objectContaining({ code: 'reference_not_found' }));
  });

  it('throws invalid_reference_id for malformed keys', () => {
    expect(() => getProfile('7/1')).toThrow(expect.objectContaining({ code: 'invalid_reference_id' }));
    expect(() => getProfile('1/3/5')).toThrow(expect.objectContaining({ code: 'invalid_reference_id' }));
  });
});
