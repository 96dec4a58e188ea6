// One request log line three ways: the service's logger (src/logger.ts: JSON.stringify, redactCredentials over the
// line, lines joined per turn of the event loop by src/log-sink.ts) and pino 10 with the same fields, level names
// and redaction (hooks.streamWrite), once with its default synchronous destination and once buffered
// (sonic-boom, minLength 4 kB) and into the service's per-turn sink. All write to /dev/null, 4 lines per turn of the event loop (a few requests finish
// per turn under load). CPU time per line (process.cpuUsage), median of 7 passes after a warm-up. Prints figures;
// asserts nothing. Run: pnpm --filter @mandala/rest-api exec tsx bench/request-logger.bench.ts
import { closeSync, openSync, writeSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { redactCredentials } from '@mandala/access';
import pino from 'pino';
import { createBatchedLogSink } from '../src/log-sink';
import { createJsonLogger } from '../src/logger';

const linesPerPass = 40_000;
const linesPerTurn = 4;
const passes = 7;
const devNull = openSync('/dev/null', 'w');

function entry(index: number): Record<string, unknown> {
  return {
    msg: 'request',
    requestId: `c0ffee00-0000-4000-8000-${String(index).padStart(12, '0')}`,
    method: 'GET',
    url: `/v3/hd-data?date=1990-05-15T14:${String(index % 60).padStart(2, '0')}&timezone=Europe/Berlin`,
    status: 200,
    durationMs: 1.23,
    operation: 'natal_chart_v3',
    chargedUnits: 1,
    keyId: 'key_0123456789abcdef',
  };
}

type Log = (index: number) => void;

const ours = createJsonLogger('info', createBatchedLogSink((text) => void writeSync(devNull, text)));
const pinoOptions = {
  level: 'info',
  base: undefined,
  messageKey: 'msg',
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label: string) => ({ level: label }) },
  hooks: { streamWrite: redactCredentials },
};
const pinoSynchronous = pino(pinoOptions, pino.destination({ dest: devNull, sync: true }));
const pinoBuffered = pino(pinoOptions, pino.destination({ dest: devNull, sync: false, minLength: 4096 }));
const pinoBatchedPerTurn = pino(pinoOptions, createBatchedLogSink((text) => void writeSync(devNull, text)));

const loggers: ReadonlyArray<readonly [string, Log]> = [
  ['service logger (batched per turn)', (index) => ours.log('info', entry(index))],
  ['pino, synchronous destination', (index) => pinoSynchronous.info(entry(index))],
  ['pino, buffered destination (4 kB)', (index) => pinoBuffered.info(entry(index))],
  ['pino, lines joined per turn (log-sink)', (index) => pinoBatchedPerTurn.info(entry(index))],
];

async function cpuMicrosecondsPerLine(log: Log): Promise<number> {
  const started = process.cpuUsage();
  for (let index = 0; index < linesPerPass; index += 1) {
    log(index);
    if (index % linesPerTurn === linesPerTurn - 1) await nextTurn();
  }
  await nextTurn();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / linesPerPass;
}

/** The turn itself (an await of setImmediate every 4 lines), to subtract. */
const idle: Log = () => undefined;
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
console.log(`one request log line, CPU µs per line (the empty turn subtracted), median of ${passes} passes; Node ${process.version}`);
await cpuMicrosecondsPerLine(idle);
const idleFigures: number[] = [];
for (let pass = 0; pass < passes; pass += 1) idleFigures.push(await cpuMicrosecondsPerLine(idle));
const turn = median(idleFigures);
for (const [name, log] of loggers) {
  await cpuMicrosecondsPerLine(log);
  const figures: number[] = [];
  for (let pass = 0; pass < passes; pass += 1) figures.push((await cpuMicrosecondsPerLine(log)) - turn);
  console.log(`${name.padEnd(36)} ${median(figures).toFixed(2).padStart(6)} µs  (passes ${figures.map((each) => each.toFixed(2)).join(' ')})`);
}
console.log(`(the empty turns cost ${turn.toFixed(2)} µs per line)`);
pinoBuffered.flush();
closeSync(devNull);
