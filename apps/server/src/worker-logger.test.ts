import { describe, expect, it } from 'vitest';
import { createJsonLogger } from '@mandala/rest-api';
import { withWorkerId, writeWholeLines } from './worker-logger';

describe('withWorkerId', () => {
  it('adds the worker id to every line', () => {
    const lines: string[] = [];
    const logger = withWorkerId(createJsonLogger('info', (line) => lines.push(line)), 3);
    logger.log('info', { msg: 'request', status: 200 });
    logger.log('debug', { msg: 'dropped below the level' });
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([expect.objectContaining({ worker: 3, msg: 'request', status: 200, level: 'info' })]);
  });
});

describe('writeWholeLines', () => {
  const decode = (pieces: Uint8Array[]): string[] => pieces.map((piece) => Buffer.from(piece).toString('utf8'));

  it('writes text within the limit at once', () => {
    const pieces: Uint8Array[] = [];
    writeWholeLines((bytes) => pieces.push(bytes), 64)('a\nb\n');
    expect(decode(pieces)).toEqual(['a\nb\n']);
  });

  it('cuts larger text at line ends only, each piece within the limit, bytes counted in UTF-8', () => {
    const lines = Array.from({ length: 40 }, (_, index) => `{"n":${index},"text":"${'é'.repeat(index % 7)}"}\n`);
    const pieces: Uint8Array[] = [];
    writeWholeLines((bytes) => pieces.push(bytes), 64)(lines.join(''));
    expect(decode(pieces).join('')).toBe(lines.join(''));
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(64);
      expect(Buffer.from(piece).toString('utf8').endsWith('\n')).toBe(true);
    }
  });

  it('writes a line longer than the limit alone', () => {
    const long = `${'x'.repeat(100)}\n`;
    const pieces: Uint8Array[] = [];
    writeWholeLines((bytes) => pieces.push(bytes), 64)(`a\n${long}b\n`);
    expect(decode(pieces)).toEqual(['a\n', long, 'b\n']);
  });
});
