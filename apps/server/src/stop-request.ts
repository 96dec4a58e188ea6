import { isPrimaryMessage } from './cluster-messages';
import type { WorkerMessage } from './cluster-messages';

/** The signals that stop the service gracefully. */
const stopSignals = ['SIGTERM', 'SIGINT'] as const;

/** When and why this process is to stop gracefully. */
export interface StopRequest {
  /** Resolves once, with the reason (`SIGTERM`, `SIGINT`, or `primary` for a worker told by the primary). */
  readonly requested: Promise<string>;
}

/** What a process of the service does with its stop signals. */
export type StopRequestRole =
  /** The whole service in this process, or the cluster primary: a signal stops it. */
  | { readonly kind: 'process' }
  /**
   * A cluster worker: a signal is passed to the primary, which stops every worker together (`mandala:stop`); a worker
   * whose primary is gone stops on the signal itself.
   */
  | { readonly kind: 'worker'; send(message: WorkerMessage): void; connected(): boolean };

/**
 * Listens for SIGTERM and SIGINT for the life of the process, so that no signal ever takes Node's default action
 * (killing the process): the first one asks for the graceful stop, and the later ones — systemd signals the whole
 * control group, a wrapper and the cluster primary may each send one — change nothing while it drains. Installed first
 * thing in `main`, so that a signal during start-up waits for the service to be up and then stops it gracefully.
 */
export function listenForStopRequest(role: StopRequestRole, events: NodeJS.EventEmitter = process): StopRequest {
  let resolveRequested: (reason: string) => void = () => undefined;
  const requested = new Promise<string>((resolve) => {
    resolveRequested = resolve;
  });
  let forwarded = false;
  for (const signal of stopSignals) {
    events.on(signal, () => {
      if (role.kind === 'process' || !role.connected()) {
        resolveRequested(signal);
        return;
      }
      if (forwarded) return;
      forwarded = true;
      role.send({ type: 'mandala:stop-requested', signal });
    });
  }
  if (role.kind === 'worker') {
    events.on('message', (message: unknown) => {
      if (isPrimaryMessage(message)) resolveRequested('primary');
    });
  }
  return { requested };
}
