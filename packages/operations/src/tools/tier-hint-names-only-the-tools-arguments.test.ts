// A plan refusal told every tool to "use a lower detail level", also the tools that have none: the advice now names
// detailLevel or version only where the tool takes it.
import { describe, expect, it } from 'vitest';
import { agentTools } from '../registry';
import { toolErrorHint } from './tool-error-hint';

describe('the insufficient_tier advice', () => {
  it('suggests detailLevel "core" on generate_chart and version "v1" on the tools with a version', () => {
    expect(toolErrorHint('insufficient_tier', undefined, 'generate_chart')).toMatch(/detailLevel "core"/);
    expect(toolErrorHint('insufficient_tier', undefined, 'generate_composite_chart')).toMatch(/version "v1"/);
    expect(toolErrorHint('insufficient_tier', undefined, 'get_person_chart')).toMatch(/version "v1"/);
  });

  it('names no argument a tool does not take', () => {
    for (const operation of agentTools) {
      const shape = (operation.input as { shape?: Record<string, unknown> }).shape ?? {};
      const hint = toolErrorHint('insufficient_tier', undefined, operation.tool?.name) ?? '';
      if (!('detailLevel' in shape)) expect(hint, operation.tool?.name).not.toMatch(/detail ?level/i);
      if (!('version' in shape)) expect(hint, operation.tool?.name).not.toMatch(/version/i);
      expect(hint).toMatch(/plans the message names/);
    }
  });
});
