// The attacking account of the noisy-neighbour bench, run as a process of its own (`fork`) so its load does not
// slow the victim's measurements in the parent. It receives one job over IPC, attacks for `durationSeconds`, answers
// its tallies and exits. Every request loop is bounded by the duration and targets only the given loopback URLs.
import { connect } from 'node:net';
import type { Socket } from 'node:net';

/** The attack the parent asks for. */
export interface AttackJob {
  readonly restUrl: string;
  readonly mcpUrl: string;
  readonly key: string;
  readonly durationSeconds: number;
  /** The path of the playground's offline engine (a hashed file of apps/web, about 7 MB). */
  readonly enginePath: string;
}

/** What the attacker saw. */
export interface AttackTally {
  readonly requests: number;
  readonly rateLimited: number;
  readonly successes: number;
  /** Units the successful answers said they charged (REST calculations: 1 each). */
  readonly chargedUnitsReported: number;
  readonly otherStatuses: Record<string, number>;
  readonly unreadDownloadsOpened: number;
}

const tally = { requests: 0, rateLimited: 0, successes: 0, chargedUnitsReported: 0, otherStatuses: {} as Record<string, number> };

/** `status` is an HTTP status, or for one answer of an MCP batch `mcp <error code>` (the batch itself answered 200). */
function count(status: number | string, rateLimited: boolean, charged: number): void {
  tally.requests += 1;
  if ((status === 429 || status === 'mcp rate_limited') && rateLimited) tally.rateLimited += 1;
  else if (status === 200) {
    tally.successes += 1;
    tally.chargedUnitsReported += charged;
  } else tally.otherStatuses[String(status)] = (tally.otherStatuses[String(status)] ?? 0) + 1;
}

/** The error code of a failed MCP answer: the JSON-RPC error's `data.errorCode`, or a tool result's `<code>: …` text. */
function mcpErrorCode(text: string): string {
  return /errorCode\\?":\\?"([a-z_]+)/.exec(text)?.[1] ?? /"text":"([a-z_]+): /.exec(text)?.[1] ?? 'unknown';
}

async function loop(until: number, concurrency: number, once: () => Promise<void>): Promise<void> {
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        try {
          await once();
        } catch {
          tally.otherStatuses['network'] = (tally.otherStatuses['network'] ?? 0) + 1;
        }
      }
    }),
  );
}

/** `ATTACK_ONLY=pictures,replays,alerts,downloads` (a comma-separated subset) runs only those parts, to find what costs. */
const only = process.env.ATTACK_ONLY?.split(',');
const enabled = (part: string): boolean => only === undefined || only.includes(part);

async function attack(job: AttackJob): Promise<AttackTally> {
  const until = Date.now() + job.durationSeconds * 1000;
  const auth = { authorization: `Bearer ${job.key}` };
  let minute = 0;

  // 1. 30 concurrent 2000 px PNGs over REST, each of a new birth (no cache).
  const pictures = loop(until, enabled('pictures') ? 30 : 0, async () => {
    minute = (minute + 1) % 1440;
    const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    const response = await fetch(`${job.restUrl}/bodygraph.png?date=1987-06-0${1 + (minute % 9)}T${time}&timezone=Europe/Berlin&size=2000`, { headers: auth });
    const body = Buffer.from(await response.arrayBuffer());
    count(response.status, body.includes('rate_limited'), response.status === 200 ? 1 : 0);
  });

  // 2. Replay batches: JSON-RPC batches of 20 generate_chart calls with a picture and one idempotencyKey.
  const replayCall = (id: number) => ({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name: 'generate_chart', arguments: { birthDateTime: '1990-05-15T14:30', timezone: 'Europe/Berlin', includeImage: true, idempotencyKey: 'img-replay-0001' } },
  });
  const replays = loop(until, enabled('replays') ? 4 : 0, async () => {
    const response = await fetch(job.mcpUrl, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-03-26' },
      body: JSON.stringify(Array.from({ length: 20 }, (_, index) => replayCall(index + 1))),
    });
    const answers = (await response.json()) as unknown;
    if (!Array.isArray(answers)) {
      count(response.status, JSON.stringify(answers).includes('rate_limited'), 0);
      return;
    }
    for (const answer of answers) {
      const text = JSON.stringify(answer);
      const limited = text.includes('rate_limited');
      const charged = /\\?"chargedUnits\\?":1/.test(text) ? 1 : 0;
      const failed = 'error' in (answer as object) || text.includes('"isError":true');
      count(limited ? 'mcp rate_limited' : failed ? `mcp ${mcpErrorCode(text)}` : 200, limited, charged);
    }
  });

  // 3. 500 concurrent 90-day transit alerts over Agent HTTP.
  const alerts = loop(until, enabled('alerts') ? 500 : 0, async () => {
    const response = await fetch(`${job.restUrl}/agent/v1/tools/get-transit-alerts`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ date: '1990-05-15T14:30', timezone: 'Europe/Berlin', days: 90 }),
    });
    const text = await response.text();
    count(response.status, text.includes('rate_limited'), /"chargedUnits":1/.test(text) ? 1 : 0);
  });

  // 4. 100 downloads of the playground's engine, never read (no key needed).
  const engineUrl = new URL(job.enginePath, job.restUrl);
  const sockets: Socket[] = [];
  for (let index = 0; index < (enabled('downloads') ? 100 : 0); index += 1) {
    const socket = connect(Number(engineUrl.port), engineUrl.hostname);
    socket.pause();
    socket.on('error', () => undefined);
    socket.write(`GET ${engineUrl.pathname} HTTP/1.1\r\nHost: ${engineUrl.host}\r\nAccept-Encoding: gzip, br\r\n\r\n`);
    sockets.push(socket);
  }

  await Promise.all([pictures, replays, alerts]);
  for (const socket of sockets) socket.destroy();
  return { ...tally, unreadDownloadsOpened: sockets.length };
}

process.once('message', (job: AttackJob) => {
  void attack(job).then((result) => {
    process.send?.(result, () => process.exit(0));
  });
});
