import type { StreamLeaseGrant, StreamLeaseStore } from '@mandala/access';

/** The leases of the streams this process serves, kept alive in the store while the streams are open. */
export interface StreamLeaseKeeper {
  /** Takes a place for one more stream of the account (see `StreamLeaseStore.acquireStreamLease`) and keeps it renewed. */
  acquire(accountId: string, limit: number): Promise<StreamLeaseGrant>;
  /** Frees the place of a stream that ended (the delete is sent at once; {@link settled} waits for it). */
  release(leaseId: string): void;
  /** Leases held now. */
  readonly held: number;
  /** Resolves when every release sent so far has reached the store (shutdown awaits it before closing the store). */
  settled(): Promise<void>;
}

/**
 * Keeps this process's stream leases: one renewal statement for all of them every `renewEveryMilliseconds` the store
 * asked for (a third of a lease's life), while at least one is held. A renewal or release the store cannot take is
 * reported to `onError` and left to the lease's expiry (the next renewal writes back any lease that expired meanwhile).
 */
export function createStreamLeaseKeeper(store: StreamLeaseStore, onError: (error: unknown) => void = () => undefined): StreamLeaseKeeper {
  const held = new Map<string, string>();
  const releasing = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let renewing = false;

  const renew = (): void => {
    if (renewing || held.size === 0) return;
    renewing = true;
    const leases = [...held].map(([leaseId, accountId]) => ({ leaseId, accountId }));
    store
      .renewStreamLeases(leases)
      .catch(onError)
      .finally(() => {
        renewing = false;
      });
  };

  return {
    async acquire(accountId, limit) {
      const grant = await store.acquireStreamLease(accountId, limit);
      if (grant.ok) {
        held.set(grant.leaseId, accountId);
        if (timer === undefined) {
          timer = setInterval(renew, grant.renewEveryMilliseconds);
          timer.unref();
        }
      }
      return grant;
    },
    release(leaseId) {
      if (!held.delete(leaseId)) return;
      if (held.size === 0 && timer !== undefined) {
        clearInterval(timer);
        timer = undefined;
      }
      const released = store.releaseStreamLease(leaseId).catch(onError);
      releasing.add(released);
      void released.finally(() => releasing.delete(released));
    },
    get held() {
      return held.size;
    },
    async settled() {
      await Promise.all([...releasing]);
    },
  };
}
