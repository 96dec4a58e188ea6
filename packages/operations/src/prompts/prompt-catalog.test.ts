import { describe, expect, it } from 'vitest';
import { createDefaultEngines } from '../default-engines';
import { isMandalaError } from '../errors';
import { completePromptArgument, getPrompt, prompts, promptsForPlan } from './prompt-catalog';

const engines = createDefaultEngines();

function failureOf(work: () => unknown): { code?: string; message?: string } {
  try {
    work();
    return {};
  } catch (error) {
    return isMandalaError(error) ? (error as { code: string; message: string }) : { code: 'not a Mandala error' };
  }
}

describe('the reading prompts', () => {
  it('are listed by plan: daily_transits needs the enhanced tier of get_transits', () => {
    expect(promptsForPlan('creator').map((prompt) => prompt.name)).toEqual(['read_my_chart', 'relationship_reading']);
    expect(promptsForPlan('startup').map((prompt) => prompt.name)).toEqual(['read_my_chart', 'relationship_reading', 'daily_transits']);
    for (const prompt of prompts) expect(prompt.units).toBe(0);
  });

  it('name only tools the plan can call: a saved person is found with list_people and charted with get_person_chart', () => {
    const text = getPrompt('read_my_chart', { person: 'Ana' }, 'business').messages[0]?.text ?? '';
    expect(text).toContain('Call list_people (0 units) to find the id of the saved person "Ana", then call get_person_chart');
    expect(text).not.toContain('cannot read saved people');
  });

  it('resolve a birth place before the chart and keep the canonical zone spelling', () => {
    const text = getPrompt('read_my_chart', { birthDateTime: '1990-05-15T14:30', birthPlace: 'Hamburg, Germany' }, 'free').messages[0]?.text ?? '';
    expect(text).toMatch(/1\. Call resolve_timezone with \{"query": "Hamburg, Germany"\}/);
    expect(text).toMatch(/2\. Call generate_chart with .*"detailLevel":"core"/);
    const zoned = getPrompt('daily_transits', { birthDateTime: '1990-05-15T14:30', timezone: 'us/eastern' }, 'startup').messages[0]?.text ?? '';
    expect(zoned).toContain('"timezone":"America/New_York"');
  });

  it('refuse arguments that do not fit, with each problem and what to send', () => {
    expect(failureOf(() => getPrompt('relationship_reading', { personABirthDateTime: '1990-05-15T14:30', personBBirthDateTime: '1991-05-15T14:30', personBTimezone: 'UTC' }, 'free'))).toMatchObject({
      code: 'validation_error',
      message: expect.stringContaining('Give personATimezone or personABirthPlace'),
    });
    expect(failureOf(() => getPrompt('read_my_chart', { birthDateTime: '1990-02-30T14:30', timezone: 'UTC' }, 'free')).message).toContain('does not exist');
    expect(failureOf(() => getPrompt('read_my_chart', { birthDateTime: '1990-05-15T14:30', timezone: 'UTC', extra: 'x' }, 'free')).code).toBe('validation_error');
    expect(failureOf(() => getPrompt('daily_transits', { birthDateTime: '1990-05-15T14:30', timezone: 'UTC' }, 'free')).message).toContain('not part of this key\'s plan');
  });

  it('complete zone arguments by prefix or by city, and nothing for free-text arguments', () => {
    expect(completePromptArgument('read_my_chart', 'timezone', 'america/new', 'free', engines)).toEqual(['America/New_York']);
    expect(completePromptArgument('relationship_reading', 'personBTimezone', 'tokyo', 'free', engines)).toEqual(['Asia/Tokyo']);
    expect(completePromptArgument('read_my_chart', 'birthPlace', 'Ham', 'free', engines)).toEqual([]);
  });
});
