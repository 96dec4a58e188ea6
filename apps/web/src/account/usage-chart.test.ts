import { describe, expect, it } from 'vitest';
import { usageBars } from './usage-chart';

describe('usageBars', () => {
  it('stacks REST, Agent HTTP and MCP per day and scales the busiest day to the full height', () => {
    const { segments, maximumUnits } = usageBars([
      { day: '2026-11-01', rest: 2, agentHttp: 1, mcp: 1 },
      { day: '2026-11-02', rest: 0, agentHttp: 0, mcp: 0 },
      { day: '2026-11-03', rest: 1, agentHttp: 0, mcp: 0 },
    ]);
    expect(maximumUnits).toBe(4);
    expect(segments.map((segment) => [segment.day, segment.surface, segment.height])).toEqual([
      ['2026-11-01', 'rest', 75],
      ['2026-11-01', 'agent-http', 37.5],
      ['2026-11-01', 'mcp', 37.5],
      ['2026-11-03', 'rest', 37.5],
    ]);
    const [rest, agent] = segments;
    expect(agent?.y).toBeCloseTo((rest?.y ?? 0) - 37.5);
  });

  it('draws nothing for a quiet month', () => {
    expect(usageBars([{ day: '2026-11-01', rest: 0, agentHttp: 0, mcp: 0 }])).toEqual({ segments: [], maximumUnits: 1 });
  });
});
