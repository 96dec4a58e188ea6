import type { ApiProblem } from './api-problem';

/** Engine codes that are about the birth's date and time, or its zone, though they name no field. */
const pathOfCode: Readonly<Record<string, string>> = {
  invalid_date: 'date',
  date_out_of_range: 'date',
  nonexistent_local_time: 'date',
  ambiguous_local_time: 'date',
  invalid_timezone: 'timezone',
};

/**
 * The request parameters a problem is about: the paths of its validation issues, or, for an engine error
 * without issues (`date_out_of_range`…), the parameter its code is about when `byCode` allows that guess.
 */
export function invalidParameters(problem: ApiProblem, byCode: boolean): string[] {
  if (problem.issues.length > 0) return [...new Set(problem.issues.map((issue) => issue.path))];
  const path = pathOfCode[problem.code];
  return byCode && path !== undefined ? [path] : [];
}
