import { AccessError } from '@mandala/access';
import { ReferenceLibraryError } from '@mandala/reference-library';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorStatusTable, httpStatusForCode } from './error-status';
import type { MandalaErrorCode } from './error-status';
import { OperationError } from './errors';
import { failure, toOperationFailure } from './operation-failure';

/** Stand-in for an engine error of another copy of a package: only the marker and the code. */
function foreignMandalaError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code, [Symbol.for('mandala.error')]: true });
}

describe('toOperationFailure', () => {
  it('maps zod errors to 400 validation_error with path and message per issue', () => {
    const schema = z.strictObject({ date: z.string(), limit: z.number().max(5, 'too big') });
    const result = schema.safeParse({ limit: 9, extra: true });
    const failure = toOperationFailure(result.error, { limit: 9, extra: true });
    expect(failure.status).toBe(400);
    expect(failure.code).toBe('validation_error');
    expect(failure.details?.issues).toEqual([
      { path: 'date', message: 'The parameter "date" is required.' },
      { path: 'limit', message: 'too big' },
      { path: 'extra', message: 'Unknown parameter "extra".' },
    ]);
  });

  it('says a parameter takes one value when it came as several (a repeated REST parameter), and leaves lists alone', () => {
    const schema = z.strictObject({ date: z.string(), gates: z.array(z.number()) });
    const input = { date: ['1990-05-15T14:30', '1991-05-15T14:30'], gates: 'one' };
    const failure = toOperationFailure(schema.safeParse(input).error, input);
    expect(failure.details?.issues).toEqual([
      { path: 'date', message: 'The parameter "date" takes one value, not several.' },
      { path: 'gates', message: 'Invalid input: expected array, received string' },
    ]);
  });

  it('maps Mandala errors of every package through the one table, also across duplicate installs', () => {
    expect(toOperationFailure(new AccessError('quota_exhausted', 'no room'))).toMatchObject({ status: 429, code: 'quota_exhausted' });
    expect(toOperationFailure(new ReferenceLibraryError('reference_not_found', 'no gate 65'))).toMatchObject({ status: 404 });
    expect(toOperationFailure(new OperationError('not_implemented', 'later'))).toMatchObject({ status: 501, message: 'later' });
    expect(toOperationFailure(foreignMandalaError('nonexistent_local_time', 'gap'))).toMatchObject({ status: 400 });
    // Messages pass through as the engine wrote them: no surface rewrites a message by matching its text.
    expect(toOperationFailure(foreignMandalaError('invalid_timezone', 'Mars/Base'))).toMatchObject({ status: 400, message: 'Mars/Base' });
  });

  it('builds every failure a surface answers itself from a known code, with the status of the table', () => {
    expect(failure('quota_exhausted', 'used up')).toEqual({ status: 429, code: 'quota_exhausted', message: 'used up' });
    expect(failure('validation_error', 'bad', { issues: [] })).toEqual({ status: 400, code: 'validation_error', message: 'bad', details: { issues: [] } });
    expect(failure('payload_too_large', 'big').status).toBe(413);
    expect(failure('route_not_found', 'nowhere').status).toBe(404);
    for (const [code, status] of Object.entries(errorStatusTable)) expect(failure(code as MandalaErrorCode, code).status).toBe(status);
  });

  it('never leaks internals: unknown errors and unknown codes are 500 with a generic message', () => {
    expect(toOperationFailure(new TypeError('x is undefined at secret.ts:12'))).toEqual({
      status: 500,
      code: 'internal_error',
      message: 'An internal error occurred.',
    });
    expect(toOperationFailure(foreignMandalaError('something_new', 'secret detail'))).toMatchObject({ status: 500, message: 'The calculation failed unexpectedly.' });
  });

  it('keeps every engine input code out of the 5xx range', () => {
    for (const code of ['invalid_date', 'invalid_timezone', 'nonexistent_local_time', 'ambiguous_local_time', 'date_out_of_range', 'invalid_argument', 'invalid_chart_input', 'invalid_reference_id', 'invalid_location_query']) {
      expect(httpStatusForCode(code), code).toBe(400);
    }
    expect(httpStatusForCode('toString')).toBe(500);
    expect(Object.values(errorStatusTable).every((status) => status >= 400 && status < 600)).toBe(true);
  });
});
