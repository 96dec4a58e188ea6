import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { OAuthRecordStore } from '@mandala/access';
import type { JWK } from 'oidc-provider';

/** The authorization server's own secrets: the keys signing its cookies and its signing key (ES256). */
export interface ServerSecrets {
  readonly cookieKeys: string[];
  readonly signingKey: JWK;
}

function newSecrets(): ServerSecrets {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const signingKey = { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: randomBytes(8).toString('base64url'), alg: 'ES256', use: 'sig' };
  return { cookieKeys: [randomBytes(32).toString('base64url')], signingKey };
}

/**
 * The secrets, made once and kept in the access store: every process of the service (cluster workers, several
 * instances on one PostgreSQL) signs and checks cookies with the same keys, and a restart keeps sessions valid.
 */
export async function loadServerSecrets(store: Pick<OAuthRecordStore, 'keepOAuthRecordOnce'>): Promise<ServerSecrets> {
  const kept = await store.keepOAuthRecordOnce('ServerSecrets', 'v1', { ...newSecrets() });
  return kept as unknown as ServerSecrets;
}
