import type { OAuthRecordStore } from '@mandala/access';
import type { Adapter, AdapterPayload } from 'oidc-provider';

/** The adapter class oidc-provider builds one instance of per model, writing through the access store. */
export type StoreAdapterClass = new (model: string) => Adapter;

/**
 * oidc-provider's storage over the access store (SQLite or PostgreSQL): every model instance is one row with its
 * expiry; tokens and codes are kept by their SHA-256 (the access store does that), and revoking a grant deletes
 * every code and token issued under it.
 */
export function storeAdapter(store: OAuthRecordStore): StoreAdapterClass {
  return class AccessStoreAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      await store.saveOAuthRecord(this.model, id, payload as Record<string, unknown>, Number.isFinite(expiresIn) && expiresIn > 0 ? expiresIn : undefined);
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return (await store.findOAuthRecord(this.model, id))?.payload as AdapterPayload | undefined;
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return (await store.findOAuthRecordBy(this.model, 'userCode', userCode))?.payload as AdapterPayload | undefined;
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return (await store.findOAuthRecordBy(this.model, 'uid', uid))?.payload as AdapterPayload | undefined;
    }

    async consume(id: string): Promise<void> {
      await store.consumeOAuthRecord(this.model, id);
    }

    async destroy(id: string): Promise<void> {
      await store.deleteOAuthRecord(this.model, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await store.revokeOAuthGrant(grantId);
    }
  };
}
