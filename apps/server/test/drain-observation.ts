// What a client sees of a service while it stops: `/readyz` and chart calls, each on a connection of its own (a
// draining instance closes every connection after its answer), until the service has exited.
import { setTimeout as sleep } from 'node:timers/promises';
import { bearer } from '@mandala/operations/testing';
import { getOnNewConnection } from './cluster-harness';
import type { ServiceProcess } from './cluster-harness';

/** One probe of the drain: when it was answered (ms after the signal) and with what. */
export interface DrainProbe {
  readonly atMilliseconds: number;
  readonly status: number | 'network error';
}

/** The probes of one drain, by kind. */
export interface DrainObservation {
  readonly readyz: DrainProbe[];
  readonly charts: DrainProbe[];
}

async function probe(url: string, headers: Record<string, string>, since: number): Promise<DrainProbe> {
  const status = await getOnNewConnection(url, headers).catch(() => 'network error' as const);
  return { atMilliseconds: Date.now() - since, status };
}

/**
 * Probes `service` every 100 ms for `milliseconds` from `since` (the moment of the signal): `/readyz`, and a chart
 * call with `key` (a new birth minute each time, so no answer comes from a cache).
 */
export async function observeDrain(service: ServiceProcess, key: string, since: number, milliseconds: number): Promise<DrainObservation> {
  const observation: DrainObservation = { readyz: [], charts: [] };
  let minute = 0;
  while (Date.now() - since < milliseconds) {
    minute += 1;
    const birth = new Date(Date.UTC(1960, 0, 1) + minute * 60_000).toISOString().slice(0, 16);
    const [readyz, chart] = await Promise.all([
      probe(`${service.restUrl}/readyz`, {}, since),
      probe(`${service.restUrl}/v3/hd-data?date=${birth}&timezone=Europe/Berlin`, bearer(key), since),
    ]);
    observation.readyz.push(readyz);
    observation.charts.push(chart);
    await sleep(100);
  }
  return observation;
}
