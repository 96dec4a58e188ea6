import type { PlanId } from '@mandala/access';
import type { z } from 'zod';
import type { OperationCategory } from '../define-operation';
import type { OperationEngines } from '../engines';

/** One argument of a prompt (prompt arguments are strings). */
export interface PromptArgument {
  readonly name: string;
  /** What to give, with an example, for the client's form and for completions. */
  readonly description: string;
  readonly required: boolean;
  /** Every value for completions (`completion/complete`), e.g. the IANA zone names; none when free text. */
  readonly values?: (engines: OperationEngines) => readonly string[];
}

/** One message of a prompt: the words a client puts into the conversation. */
export interface PromptMessage {
  readonly role: 'user' | 'assistant';
  readonly text: string;
}

/** What a prompt's messages may depend on besides its arguments. */
export interface PromptContext {
  /** The caller's plan: the messages ask only for what it allows (a `standard` chart needs the enhanced tier). */
  readonly plan: PlanId;
  /** Whether the caller's plan can call this tool now (a tool another issue adds shows up here once registered). */
  readonly hasTool: (name: string) => boolean;
}

/**
 * A ready-made request a person picks from the client's prompt menu, defined once and served by MCP
 * (`prompts/list`, `prompts/get`, completions of its arguments). Getting one costs 0 units; the messages tell
 * the model which tools to call (those cost their units when called) and how to present the answer.
 */
export interface PromptDefinition<Input extends z.ZodType = z.ZodType> {
  /** snake_case name (`read_my_chart`). */
  readonly name: string;
  readonly title: string;
  readonly description: string;
  /** Category the plan must include to see and get the prompt (that of the tools it asks for). */
  readonly category: OperationCategory;
  readonly units: 0;
  readonly arguments: readonly PromptArgument[];
  /** Checks the arguments (strict: an unknown argument fails) and outputs their canonical values. */
  readonly input: Input;
  readonly messages: (input: z.output<Input>, context: PromptContext) => readonly PromptMessage[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPrompt = PromptDefinition<any>;

/** Declares a prompt with its input type inferred from the schema. */
export function definePrompt<Input extends z.ZodType>(definition: PromptDefinition<Input>): PromptDefinition<Input> {
  return definition;
}
