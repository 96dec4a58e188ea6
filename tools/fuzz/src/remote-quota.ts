// The quota of a running service the fuzzer did not start, read from the RateLimit headers of a 0-unit call.
import type { KeyName } from './fuzz-request';

/** Units used this month by `key`'s account, from `GET /library/gates` (0 units); undefined for an unlimited plan. */
export async function remoteQuotaUsed(restUrl: string, key: string): Promise<number | undefined> {
  const response = await fetch(`${restUrl}/library/gates`, { headers: { authorization: `Bearer ${key}` } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET /library/gates answered ${response.status}: is the key valid?`);
  const limit = Number(response.headers.get('ratelimit-limit'));
  const remaining = Number(response.headers.get('ratelimit-remaining'));
  return Number.isFinite(limit) && Number.isFinite(remaining) ? limit - remaining : undefined;
}

/** A quota reader over {@link remoteQuotaUsed} for the one key given on the command line. */
export function remoteQuotaReader(restUrl: string, key: string): (name: KeyName) => Promise<number | undefined> {
  return (name) => (name === 'main' ? remoteQuotaUsed(restUrl, key) : Promise.resolve(undefined));
}
