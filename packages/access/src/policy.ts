// `@mandala/access/policy`: the access rules that need no store: the error family, the plans, the request-rate table,
// credential extraction, redaction, the storable-text rules and request fingerprints. A calculation thread reaches
// these through the operations it runs; importing the package's root instead would load the PostgreSQL driver and
// the rate limiter into every thread (about 20 MB of RSS each), which a calculation never uses.
export { AccessError, accessErrorHttpStatus } from './errors';
export type { AccessErrorCode, AccessErrorOptions } from './errors';
export { accessCategories, categoryContentsOf, insufficientTierMessage, isPlanId, planAllows, planIds, planRefusalLinks, plans, plansIncluding, plansPagePath } from './plans';
export type { AccessCategory, Plan, PlanId, PlanRefusalLinks } from './plans';
export { extractCredential, isAccessTokenShaped } from './credential-extraction';
export { redactCredentials, redactUrl, redactedValue } from './redaction';
export { requestFingerprint, stableJson } from './request-fingerprint';
export { requestRateLimits } from './rate-limit/request-rate-limits';
export type { RequestRateLimit } from './rate-limit/request-rate-limits';
export { isStorableText, unstorableTextProblem } from './stored-text';
