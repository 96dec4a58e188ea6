// A failure never carries an API key, not even the caller's own one echoed back from where it does not belong:
// the fuzzer found keys sent in a path, as a parameter name or as a tool name answered word for word.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { OperationError } from './errors';
import { failure, toOperationFailure, validationFailure } from './operation-failure';

const key = 'mdl_live_zXuoOWDODVeFSrCoidvGGVmHJa8oE7V1FgNGc-5Cd-c';

describe('failures never carry a key', () => {
  it('takes the key out of a message built from the path', () => {
    const answer = failure('route_not_found', `No route matches POST /${key}/agent/v1/tools/generate-chart.`);
    expect(answer.message).toBe('No route matches POST /mdl_live_[REDACTED]/agent/v1/tools/generate-chart.');
  });

  it('takes the key out of validation issues: a parameter named like a key, a key as a value', () => {
    const schema = z.strictObject({ timezone: z.string().max(10, 'Too long.') });
    const raw = { [key]: 1, timezone: key };
    const answer = validationFailure(schema.safeParse(raw).error as z.ZodError, raw);
    expect(JSON.stringify(answer)).not.toContain(key);
    expect(answer.details?.['issues']).toContainEqual({ path: 'mdl_live_[REDACTED]', message: 'Unknown parameter "mdl_live_[REDACTED]".' });
  });

  it('takes the key out of an engine error that quotes its input, also percent-encoded', () => {
    const answer = toOperationFailure(new OperationError('resource_not_found', `Nothing is named "${key}" or "%6Ddl%5Flive%5Fabcdefgh".`, { details: { name: key } }));
    expect(JSON.stringify(answer)).not.toMatch(/mdl_live_[A-Za-z0-9]|%6Ddl/);
  });

  it('leaves a failure without a key as it is', () => {
    const answer = failure('validation_error', 'date: Expected a local date-time.', { issues: [{ path: 'date', message: 'x' }] });
    expect(answer).toEqual({ status: 400, code: 'validation_error', message: 'date: Expected a local date-time.', details: { issues: [{ path: 'date', message: 'x' }] } });
  });
});
