import { describe, expect, it } from 'vitest';
import { invalidParameters } from './invalid-fields';

const problem = (code: string, paths: string[] = []) => ({ status: 400, code, message: 'm', issues: paths.map((path) => ({ path, message: 'x' })) });

describe('invalidParameters', () => {
  it('names the paths of the validation issues once each', () => {
    expect(invalidParameters(problem('validation_error', ['date', 'timezone1', 'date']), true)).toEqual(['date', 'timezone1']);
  });

  it('reads an engine code as its parameter only when the request has one birth', () => {
    expect(invalidParameters(problem('date_out_of_range'), true)).toEqual(['date']);
    expect(invalidParameters(problem('invalid_timezone'), true)).toEqual(['timezone']);
    expect(invalidParameters(problem('date_out_of_range'), false)).toEqual([]);
    expect(invalidParameters(problem('invalid_key'), true)).toEqual([]);
  });
});
