import type { ApiProblem } from './api-problem';

/** Where a person gets a key: their dashboard (never an operator's command; the page's readers are end users). */
const getKey = 'Make one on your dashboard at /account (sign up at /account/sign-up first: a new account is on the Free plan).';

/** What the page calculates with when the problem arose: offline answers charge nothing, so they never say so. */
export interface AdviceContext {
  readonly offline: boolean;
}

/** "3 days", "5 hours", "12 minutes": the rough time until a reset. */
export function roughDuration(seconds: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (seconds >= 2 * 86_400) return plural(Math.round(seconds / 86_400), 'day');
  if (seconds >= 2 * 3_600) return plural(Math.round(seconds / 3_600), 'hour');
  return plural(Math.max(1, Math.round(seconds / 60)), 'minute');
}

const charged = (context: AdviceContext): string => (context.offline ? '' : '; nothing was charged');

const adviceByCode: Readonly<Record<string, (problem: ApiProblem, context: AdviceContext) => string>> = {
  missing_key: () => `Paste your API key in step 1, or calculate offline without one. ${getKey}`,
  missing_credential: () => `Paste your API key in step 1, or calculate offline without one. ${getKey}`,
  malformed_credential: () => 'Check that you pasted the whole key: mdl_live_ followed by 43 characters, nothing else.',
  credential_in_query: () => 'Send the key in the Authorization or X-Api-Key header, never in the URL.',
  invalid_key: () => 'The key is unknown or was revoked. Your dashboard at /account lists your keys and makes new ones.',
  insufficient_tier: () => 'v1 charts work on every plan; v2 and v3 charts and the v2 composite need Startup or above: see the plans at /plans, or use a key of a higher plan.',
  quota_exhausted: (problem) =>
    `The quota resets at the start of the next UTC month${problem.resetSeconds === undefined ? '' : `, in about ${roughDuration(problem.resetSeconds)}`}. ` +
    'Until then use a key of another account, or move this account to a larger plan.',
  validation_error: (_problem, context) => `Correct the field and try again${charged(context)}.`,
  store_unavailable: () => "The service cannot reach its key store. Check the server's log, then try again.",
  network_error: () => 'The service did not answer: check your connection and try again (running it yourself? is pnpm start still running?).',
  route_not_found: () => 'This server does not offer that route; it may be an older version of Mandala.',
};

const birthCodes = new Set(['invalid_date', 'invalid_timezone', 'nonexistent_local_time', 'ambiguous_local_time', 'date_out_of_range', 'invalid_argument']);

/** What the person can do about a problem, in one or two sentences (empty when there is nothing to add). */
export function problemAdvice(problem: ApiProblem, context: AdviceContext = { offline: false }): string {
  const advice = adviceByCode[problem.code];
  if (advice !== undefined) return advice(problem, context);
  if (birthCodes.has(problem.code)) return `Correct the date, time or time zone and try again${charged(context)}.`;
  if (problem.status >= 500) return "The service failed on this request; its log has the details under the request's id.";
  return '';
}

/** The heading of a problem: the status and code, e.g. `403 invalid_key`. */
export function problemHeading(problem: ApiProblem): string {
  return problem.status === 0 ? problem.code.replace(/_/g, ' ') : `${problem.status} ${problem.code}`;
}
