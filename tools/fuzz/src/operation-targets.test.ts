import { agentTools, operations } from '@mandala/operations';
import { describe, expect, it } from 'vitest';
import { queryString, restPath, restTargets, toolTargets } from './operation-targets';

describe('operation targets', () => {
  it('covers every operation with a REST route and every agent tool, read from the registry', () => {
    expect(restTargets().map((target) => target.operation.name)).toEqual(operations.filter((operation) => operation.rest !== undefined).map((operation) => operation.name));
    expect(toolTargets().map((target) => target.name)).toEqual(agentTools.map((operation) => operation.tool?.name));
  });

  it('gives each tool its Agent HTTP path and aliases', () => {
    const chart = toolTargets().find((target) => target.name === 'generate_chart');
    expect(chart?.agentPaths).toEqual(['/agent/v1/tools/generate-chart', '/agent/v1/tools/get_chart']);
  });

  it('writes path fields into the path and the rest into the query', () => {
    const gate = restTargets().find((target) => target.operation.name === 'library_gate');
    if (gate === undefined) throw new Error('no library_gate route');
    expect(restPath(gate, { gateNumber: 34, extra: 'a b' })).toEqual({ path: '/library/gates/34', rest: { extra: 'a b' } });
    expect(queryString({ date: '1985-03-12T14:30', members: ['a', 'b'], limit: 5 })).toBe('?date=1985-03-12T14%3A30&members=a&members=b&limit=5');
  });

  it('percent-encodes a lone surrogate as the bytes it would have, instead of throwing', () => {
    expect(queryString({ name: 'a\ud800' })).toBe('?name=a%ED%A0%80');
  });
});
