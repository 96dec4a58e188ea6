import type { AnyOperation } from '../define-operation';
import { agentTools } from '../registry';

const toolsByName = new Map<string, AnyOperation>();
for (const operation of agentTools) {
  const tool = operation.tool;
  if (tool === undefined) continue;
  for (const name of [tool.name, tool.path, ...(tool.aliases ?? [])]) toolsByName.set(name, operation);
}

/**
 * The agent tool answering `name`: its snake_case tool name (`generate_chart`), its kebab-case Agent HTTP
 * path segment (`generate-chart`) or an alias (`get_chart`). `undefined` when none does.
 */
export function findTool(name: string): AnyOperation | undefined {
  return toolsByName.get(name);
}
