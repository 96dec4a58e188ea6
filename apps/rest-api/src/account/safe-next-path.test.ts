import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next-path';

describe('safeNextPath (open-redirect guard of sign-in ?next=)', () => {
  it('keeps same-origin relative paths with their query', () => {
    expect(safeNextPath('/oauth/authorize?client_id=abc&state=x')).toBe('/oauth/authorize?client_id=abc&state=x');
    expect(safeNextPath('/account')).toBe('/account');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'evil.example',
    '/\t/evil.example',
    '',
    undefined,
    ['/account'],
  ])('refuses %j and goes to /account', (next) => {
    expect(safeNextPath(next)).toBe('/account');
  });
});
