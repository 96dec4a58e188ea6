import { describe, expect, it } from 'vitest';
import { missingKeyProblem, networkProblem } from './api-problem';
import type { ApiProblem } from './api-problem';
import { problemAdvice, problemHeading, roughDuration } from './problem-advice';

const problem = (status: number, code: string, extra: Partial<ApiProblem> = {}): ApiProblem => ({ status, code, message: 'm', issues: [], ...extra });

describe('problemAdvice', () => {
  it('tells where a key comes from when none was entered: the dashboard, never an operator command (issue 38)', () => {
    expect(problemAdvice(missingKeyProblem)).toContain('dashboard at /account');
    for (const code of ['missing_key', 'missing_credential', 'invalid_key']) expect(problemAdvice(problem(403, code))).not.toContain('pnpm mandala');
    expect(problemAdvice(problem(403, 'invalid_key'))).toContain('/account');
    expect(problemHeading(missingKeyProblem)).toBe('missing key');
  });

  it('tells what to do about a bad, revoked or too small key', () => {
    expect(problemAdvice(problem(401, 'malformed_credential'))).toContain('mdl_live_ followed by 43 characters');
    expect(problemAdvice(problem(403, 'invalid_key'))).toContain('unknown or was revoked');
    expect(problemAdvice(problem(403, 'insufficient_tier'))).toContain('Startup or above');
    expect(problemAdvice(problem(403, 'insufficient_tier'))).toContain('/plans');
    expect(problemHeading(problem(403, 'invalid_key'))).toBe('403 invalid_key');
  });

  it('says when the quota comes back', () => {
    expect(problemAdvice(problem(429, 'quota_exhausted', { resetSeconds: 5 * 86_400 }))).toContain('in about 5 days');
    expect(problemAdvice(problem(429, 'quota_exhausted'))).toContain('start of the next UTC month.');
  });

  it('sends the person back to the birth fields on input errors', () => {
    expect(problemAdvice(problem(400, 'validation_error'))).toContain('nothing was charged');
    expect(problemAdvice(problem(400, 'date_out_of_range'))).toContain('Correct the date, time or time zone');
  });

  it('never says "nothing was charged" offline, where nothing is ever charged (issue 38)', () => {
    expect(problemAdvice(problem(400, 'validation_error'), { offline: true })).toBe('Correct the field and try again.');
    expect(problemAdvice(problem(400, 'invalid_timezone'), { offline: true })).not.toContain('charged');
  });

  it('points at the server when it does not answer or fails', () => {
    expect(problemAdvice(networkProblem)).toContain('pnpm start');
    expect(problemAdvice(problem(500, 'internal_error'))).toContain('log');
    expect(problemAdvice(problem(409, 'request_in_progress'))).toBe('');
  });
});

describe('roughDuration', () => {
  it('rounds to days, hours or minutes', () => {
    expect(roughDuration(3 * 86_400 + 100)).toBe('3 days');
    expect(roughDuration(5 * 3_600)).toBe('5 hours');
    expect(roughDuration(60)).toBe('1 minute');
    expect(roughDuration(10)).toBe('1 minute');
  });
});
