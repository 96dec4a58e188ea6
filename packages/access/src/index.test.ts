import { expect, it } from 'vitest';
import * as access from './index';

it('exports exactly the documented run-time API (other packages code against it)', () => {
  expect(Object.keys(access).sort()).toEqual(
    [
      'AccessError',
      'accessCategories',
      'accessErrorHttpStatus',
      'apiKeyDisplayPrefix',
      'apiKeyPrefix',
      'assertValidIdempotencyKey',
      'defaultAccessCacheMilliseconds',
      'defaultIdempotencyWindowSeconds',
      'defaultInFlightLeaseSeconds',
      'developmentAccountName',
      'ensureDevelopmentKey',
      'extractCredential',
      'generateApiKey',
      'hashApiKey',
      'idempotencyKeyPattern',
      'isPlanId',
      'isPostgresUrl',
      'isValidIdempotencyKey',
      'isWellFormedApiKey',
      'legacyCredentialDeprecatedAt',
      'legacyCredentialResponseHeaders',
      'openAccessStore',
      'planAllows',
      'planIds',
      'plans',
      'quotaMonthOf',
      'quotaResetAt',
      'rateLimitHeaders',
      'redactCredentials',
      'redactUrl',
      'redactedValue',
      'requestFingerprint',
      'stableJson',
      'unlimitedQuotaHeaderValue',
    ].sort(),
  );
});
