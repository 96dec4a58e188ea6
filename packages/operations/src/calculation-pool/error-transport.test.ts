import { EphemerisError } from '@mandala/ephemeris';
import { describe, expect, it } from 'vitest';
import { OperationError, isMandalaError } from '../errors';
import { toOperationFailure } from '../operation-failure';
import { reviveMandalaError, transportMandalaError } from './error-transport';

/** What a structured clone (the thread boundary) makes of a transported error. */
function acrossThreads<T>(value: T): T {
  return structuredClone(value);
}

describe('error transport', () => {
  it('carries a Mandala error across a structured clone with its code, message, details and status', () => {
    const original = new OperationError('resource_not_found', 'No celebrity is "nobody".', { details: { slug: 'nobody' } });
    const transported = transportMandalaError(original);
    expect(transported).toEqual({ name: 'OperationError', code: 'resource_not_found', message: 'No celebrity is "nobody".', details: { slug: 'nobody' } });
    const revived = reviveMandalaError(acrossThreads(transported!));
    expect(isMandalaError(revived)).toBe(true);
    expect(revived).toBeInstanceOf(Error);
    expect(toOperationFailure(revived)).toEqual(toOperationFailure(original));
  });

  it('keeps the code of another package and its status (invalid_timezone → 400)', () => {
    const original = new EphemerisError('invalid_timezone', 'Unknown time zone "Mars/Olympus".');
    const revived = reviveMandalaError(acrossThreads(transportMandalaError(original)!));
    expect(revived.name).toBe(original.name);
    expect(toOperationFailure(revived)).toMatchObject({ status: 400, code: 'invalid_timezone' });
    expect(toOperationFailure(revived)).toEqual(toOperationFailure(original));
  });

  it('leaves anything else alone, and drops details a structured clone refuses', () => {
    expect(transportMandalaError(new TypeError('index out of range'))).toBeUndefined();
    expect(transportMandalaError('a string')).toBeUndefined();
    const unclonable = new OperationError('resource_not_found', 'gone', { details: { callback: () => 1 } });
    expect(transportMandalaError(unclonable)).toEqual({ name: 'OperationError', code: 'resource_not_found', message: 'gone' });
  });
});
