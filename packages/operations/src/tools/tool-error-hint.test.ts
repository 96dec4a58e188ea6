import { describe, expect, it } from 'vitest';
import { toolErrorHint } from './tool-error-hint';

describe('toolErrorHint', () => {
  it('advises on the codes a tool call answers', () => {
    for (const code of ['validation_error', 'invalid_timezone', 'insufficient_tier', 'quota_exhausted', 'idempotency_key_reused', 'execution_timed_out']) {
      expect(toolErrorHint(code), code).toMatch(/\w+/);
    }
    expect(toolErrorHint('no_such_code')).toBeUndefined();
  });

  it('adds the time-zone advice to a validation failure of a timezone field, at any depth', () => {
    expect(toolErrorHint('validation_error', { issues: [{ path: 'timezone' }] })).toMatch(/resolve_timezone/);
    expect(toolErrorHint('validation_error', { issues: [{ path: 'personB.timezone' }] })).toMatch(/resolve_timezone/);
    expect(toolErrorHint('validation_error', { issues: [{ path: 'birthDateTime' }] })).not.toMatch(/resolve_timezone/);
  });
});
