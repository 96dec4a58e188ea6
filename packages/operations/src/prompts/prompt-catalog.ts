import { planAllows, plansPagePath } from '@mandala/access/policy';
import type { PlanId } from '@mandala/access';
import type { OperationEngines } from '../engines';
import { OperationError } from '../errors';
import { validationFailure } from '../operation-failure';
import { toolsForPlan } from '../tools/tool-catalog';
import type { AnyPrompt, PromptMessage } from './define-prompt';
import { dailyTransitsPrompt, readMyChartPrompt, relationshipReadingPrompt } from './reading-prompts';

/** Every prompt, in listing order. */
export const prompts: readonly AnyPrompt[] = [readMyChartPrompt, relationshipReadingPrompt, dailyTransitsPrompt];

/** The prompts a plan may get. */
export function promptsForPlan(plan: PlanId): AnyPrompt[] {
  return prompts.filter((prompt) => planAllows(plan, prompt.category));
}

function promptForPlan(name: string, plan: PlanId): AnyPrompt {
  const prompt = promptsForPlan(plan).find((candidate) => candidate.name === name);
  if (prompt === undefined) {
    const known = prompts.some((candidate) => candidate.name === name);
    throw new OperationError(
      'resource_not_found',
      known
        ? `The prompt ${name} is not part of this key's plan; upgrade the plan (plans: ${plansPagePath}), or use one of ${promptsForPlan(plan).map((candidate) => candidate.name).join(', ')}.`
        : `No prompt is named ${name}; call prompts/list for the prompts of this key's plan.`,
      { details: { prompt: name } },
    );
  }
  return prompt;
}

/**
 * The messages of prompt `name` for `args` on `plan` (0 units). Throws `resource_not_found` for a prompt the plan
 * does not have, and `validation_error` (with the issues) for arguments that do not fit.
 */
export function getPrompt(name: string, args: Readonly<Record<string, string>>, plan: PlanId): { description: string; messages: readonly PromptMessage[] } {
  const prompt = promptForPlan(name, plan);
  const parsed = prompt.input.safeParse(args);
  if (!parsed.success) {
    const refusal = validationFailure(parsed.error, args);
    throw new OperationError('validation_error', `Invalid arguments for the prompt ${name}: ${refusal.message}`, refusal.details === undefined ? {} : { details: refusal.details });
  }
  const tools = new Set(toolsForPlan(plan).flatMap((operation) => (operation.tool === undefined ? [] : [operation.tool.name])));
  return { description: prompt.description, messages: prompt.messages(parsed.data, { plan, hasTool: (tool) => tools.has(tool) }) };
}

/** Completion values of a prompt argument that start with `prefix` (case-insensitive; a zone also matches by its city: `berl` → Europe/Berlin). */
export function completePromptArgument(name: string, argument: string, prefix: string, plan: PlanId, engines: OperationEngines): string[] {
  const prompt = promptsForPlan(plan).find((candidate) => candidate.name === name);
  const values = prompt?.arguments.find((candidate) => candidate.name === argument)?.values?.(engines) ?? [];
  const folded = prefix.toLowerCase();
  const starts = values.filter((value) => value.toLowerCase().startsWith(folded));
  const byCity = values.filter((value) => !value.toLowerCase().startsWith(folded) && value.toLowerCase().split('/').slice(1).some((part) => part.startsWith(folded)));
  return [...starts, ...byCity];
}
