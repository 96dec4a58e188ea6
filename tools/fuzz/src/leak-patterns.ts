// What must never appear in a response body or a log line: a stack trace (its `at …` frames, a source file path
// with a line number, Node's internal modules) or an API key.

/** `at fn (/path/file.ts:12:5)`, `at /path/file.js:3:1`, `at async fn (node:internal/…)`. */
const STACK_FRAME = /\bat (?:async )?(?:[\w$.<>[\]]+ )?\(?(?:file:\/\/|node:|\/)[^\s()]*:\d+(?::\d+)?\)?/;
/** A source file of this machine with its line: `/work/main/apps/x/src/y.ts:12`, `node_modules/pg/lib/client.js:3`. */
const SOURCE_POSITION = /(?:\/(?:[\w@.+-]+\/)+|node_modules\/(?:[\w@.+-]+\/)+)[\w.-]+\.(?:ts|mts|cts|js|mjs|cjs):\d+/;
/** Node's internal modules, named in its errors' stacks. */
const NODE_INTERNALS = /node:internal\/|internal\/(?:process|modules|streams)\//;
/** A Mandala API key: `mdl_live_` and at least 16 of its base64url characters. */
const API_KEY = /mdl_live_[A-Za-z0-9_-]{16,}/;

/** What leaks from `text`, in words (`stack frame`, `source path`, `API key`); empty when nothing does. */
export function leaksIn(text: string, knownKeys: readonly string[] = []): string[] {
  const leaks: string[] = [];
  if (STACK_FRAME.test(text)) leaks.push(`stack frame ${JSON.stringify(STACK_FRAME.exec(text)?.[0])}`);
  if (SOURCE_POSITION.test(text)) leaks.push(`source path ${JSON.stringify(SOURCE_POSITION.exec(text)?.[0])}`);
  if (NODE_INTERNALS.test(text)) leaks.push('a Node internal module');
  if (API_KEY.test(text) || knownKeys.some((key) => key !== '' && text.includes(key))) leaks.push('an API key');
  return leaks;
}
