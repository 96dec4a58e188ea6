export { AccessError, accessErrorHttpStatus, invalidKeyMessage } from './errors';
export type { AccessErrorCode, AccessErrorOptions } from './errors';

export { accessCategories, categoryContentsOf, insufficientTierMessage, isPlanId, planAllows, planIds, planRefusalLinks, plans, plansIncluding, plansPagePath } from './plans';
export type { AccessCategory, Plan, PlanId, PlanRefusalLinks } from './plans';

export { apiKeyDisplayPrefix, apiKeyPrefix, generateApiKey, hashApiKey, isWellFormedApiKey } from './api-key';

export { extractCredential, isAccessTokenShaped, legacyCredentialDeprecatedAt, legacyCredentialResponseHeaders } from './credential-extraction';
export type { CredentialExtraction, CredentialKind, CredentialRequest, CredentialSource, HeaderSource, QuerySource } from './credential-extraction';

export { redactCredentials, redactUrl, redactedValue } from './redaction';

export { requestFingerprint, stableJson } from './request-fingerprint';
export { assertValidIdempotencyKey, idempotencyKeyPattern, isValidIdempotencyKey } from './idempotency-key';

export { quotaMonthOf, quotaResetAt } from './quota-period';
export { rateLimitHeaders, unlimitedQuotaHeaderValue } from './rate-limit-headers';
export type { RateLimitHeaders } from './rate-limit-headers';
export { createRequestRateLimiter, startRequestRateLimiterPrimary } from './rate-limit/request-rate-limiter';
export type { RateLimitedEvent, RequestRateLimiter, RequestRateLimiterOptions, RequestRateStore } from './rate-limit/request-rate-limiter';
export { keylessAddressBudget } from './rate-limit/keyless-address-budget';
export type { KeylessAddressBudget, KeylessRequest } from './rate-limit/keyless-address-budget';
export { requestRateLimits } from './rate-limit/request-rate-limits';
export type { RequestRateLimit } from './rate-limit/request-rate-limits';
export { rateLimitedHeaders, rateLimitPolicyHeaderValue } from './rate-limit/request-rate-headers';
export type { RateLimitedDetails } from './rate-limit/request-rate-headers';
export { retryAfterHeaders, storeUnavailableRetryAfterSeconds } from './retry-after';

export type {
  Account,
  AccessStore,
  AccessTokenCheck,
  OAuthRecord,
  OAuthRecordStore,
  HeldStreamLease,
  StreamLeaseGrant,
  StreamLeaseStore,
  OAuthScope,
  AccountUsage,
  ApiKeySummary,
  Authentication,
  CreateAccountOptions,
  CreatedKey,
  IdempotencyRequest,
  MeteredCall,
  MeteredAttempt,
  MeteredResult,
  OpenAccessStoreOptions,
  QuotaStatus,
} from './access-store';
export type { QuotaLeaseSettings } from './quota-lease';
export { defaultAccessCacheMilliseconds, defaultIdempotencyWindowSeconds, defaultInFlightLeaseSeconds, isPostgresUrl, openAccessStore } from './open-access-store';
export { developmentAccountName, developmentKeyNotice, ensureDevelopmentKey } from './development-key';
export { accessStoreLocation } from './access-store-location';
export { StoreSchemaError, latestSchemaVersion } from './storage/schema-version';
export type { StoreSchemaErrorCode } from './storage/schema-version';
export { migrateAccessStore } from './migrate-access-store';
export type { MigrationReport } from './migrate-access-store';
export { readStoreConfiguration, storeConfigurationVariables, storeOptionsOf } from './store-configuration';
export type { StoreConfiguration } from './store-configuration';

export { sessionCookieHeader, sessionCookieName, readCookie, resolveSession } from './accounts/session-cookie';
export type { SessionIdentity } from './accounts/session-cookie';
export { csrfTokensMatch, sessionLifetimeMs, signInThrottle } from './accounts/sql-account-directory';
export { minimumPasswordLength, maximumPasswordLength } from './accounts/password-policy';
export { hashPassword, verifyPassword, passwordHashCost } from './accounts/password-hashing';
export { foldEmail, normaliseEmail } from './accounts/email-address';
export { isStorableText, unstorableTextProblem } from './stored-text';
export type { TextLines } from './stored-text';
export type {
  AccountDirectory,
  AccountExport,
  ConfirmedEmailChange,
  DailyUnits,
  EmailChangeRequest,
  EmailLinkPurpose,
  NewSession,
  PersonFields,
  SavedPerson,
  SessionRecord,
  StoredEmailReport,
  ThrottledAction,
  UsageSurface,
} from './accounts/account-directory';
