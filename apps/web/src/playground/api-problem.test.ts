import { describe, expect, it } from 'vitest';
import { problemFromAnswer } from './api-problem';

describe('problemFromAnswer', () => {
  it('reads the error envelope with its validation issues', () => {
    const body = {
      error: 'validation_error',
      message: 'date: The date is not properly formatted.',
      details: { issues: [{ path: 'date', message: 'The date is not properly formatted.' }] },
    };
    expect(problemFromAnswer(400, body, null)).toEqual({
      status: 400,
      code: 'validation_error',
      message: 'date: The date is not properly formatted.',
      issues: [{ path: 'date', message: 'The date is not properly formatted.' }],
    });
  });

  it('keeps the seconds until the quota resets', () => {
    const body = { error: 'quota_exhausted', message: 'The monthly quota is used up.' };
    expect(problemFromAnswer(429, body, '86400')).toMatchObject({ status: 429, code: 'quota_exhausted', resetSeconds: 86_400 });
    expect(problemFromAnswer(429, body, 'unlimited')).not.toHaveProperty('resetSeconds');
  });

  it('stands in for an answer that is not the envelope', () => {
    expect(problemFromAnswer(502, '<html>Bad gateway</html>', null)).toEqual({
      status: 502,
      code: 'unreadable_answer',
      message: 'The service answered 502 without an error message.',
      issues: [],
    });
  });
});
