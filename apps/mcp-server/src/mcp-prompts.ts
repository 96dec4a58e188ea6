import type { PlanId } from '@mandala/access';
import { getPrompt, promptsForPlan } from '@mandala/operations';
import type { HandlerRegistry } from './handler-registry';
import { ErrorCode, GetPromptRequestSchema, ListPromptsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { GetPromptResult } from '@modelcontextprotocol/sdk/types.js';
import { mcpErrorOf, RESOURCE_NOT_FOUND_RPC_CODE } from './mcp-resources';

/** Registers `prompts/list` and `prompts/get` for a caller on `plan`: the plan's prompts, 0 units. */
export function registerPromptHandlers(server: HandlerRegistry, plan: PlanId): void {
  server.setRequestHandler(ListPromptsRequestSchema, () => ({
    prompts: promptsForPlan(plan).map((prompt) => ({
      name: prompt.name,
      title: prompt.title,
      description: prompt.description,
      arguments: prompt.arguments.map((argument) => ({ name: argument.name, description: argument.description, required: argument.required })),
    })),
  }));

  server.setRequestHandler(GetPromptRequestSchema, (request): GetPromptResult => {
    try {
      const prompt = getPrompt(request.params.name, request.params.arguments ?? {}, plan);
      return { description: prompt.description, messages: prompt.messages.map((message) => ({ role: message.role, content: { type: 'text', text: message.text } })) };
    } catch (error) {
      // An unknown prompt name is a bad parameter of prompts/get (-32602), as the specification says, not a missing resource.
      const answer = mcpErrorOf(error);
      if (answer.code === RESOURCE_NOT_FOUND_RPC_CODE) answer.code = ErrorCode.InvalidParams;
      throw answer;
    }
  });
}
