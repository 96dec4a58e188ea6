// Keeps the README example honest: the same calls, and the outputs the README prints.
import { describe, expect, it } from 'vitest';
import { CelebrityError, getCelebrity, searchCelebrities } from '../src/index';

describe('README example', () => {
  it('prints what the README says', () => {
    const [first] = searchCelebrities('einstein');
    expect([first?.Name, first?.Type, first?.Profile, first?.Authority, first?.DataRating]).toEqual([
      'Albert Einstein',
      'Generator',
      '1/4',
      'Emotional',
      'AA',
    ]);

    const projectors = searchCelebrities('', { type: 'Projector', limit: 10 });
    expect(projectors.slice(0, 3).map((result) => result.Name)).toEqual(['Abraham Lincoln', 'Alice Munro', 'Barack Obama']);
    expect(projectors[0]?.CertainOverBirthDay).toEqual(['Type', 'IncarnationCross']);
    expect(projectors[2]?.CertainOverBirthDay).toBeNull();

    const darwin = getCelebrity('charles-darwin').OverBirthDay;
    expect(darwin?.Certain.Type?.Name).toBe('Projector');
    const profiles = darwin?.Uncertain.find((field) => field.Field === 'Profile')?.Alternatives;
    expect(profiles?.map((alternative) => alternative.Value.Id)).toEqual(['5/1', '6/2', '5/2']);

    const detail = getCelebrity('albert-einstein');
    expect([detail.Birth.UtcInstant, detail.Birth.DataRatingMeaning, detail.Chart.IncarnationCross.Name]).toEqual([
      '1879-03-14T10:50:02.000Z',
      'Time from a birth certificate or another record made at the time.',
      'Right Angle Cross of Eden 1',
    ]);

    let code: string | undefined;
    try {
      getCelebrity('nobody');
    } catch (error) {
      if (CelebrityError.isInstance(error)) code = error.code;
    }
    expect(code).toBe('celebrity_not_found');
  });
});
