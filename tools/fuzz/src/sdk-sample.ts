// A sample of MCP traffic through the official SDK client, as a real agent sends it: initialize, tools/list, then
// valid tools/call requests for every listed tool. The client checks each result against the tool's declared
// output schema, so a result that does not match its schema fails here.
import { httpStatusForCode } from '@mandala/operations';
import { toolErrorEnvelopeOf } from '@mandala/mcp-server';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import fc from 'fast-check';
import { leaksIn } from './leak-patterns';
import { statusAllowed } from './response-checks';
import { toolTargets } from './operation-targets';
import { validArguments } from './valid-requests';

/** What the sample did. */
export interface SdkSampleResult {
  readonly calls: number;
  /** Units the results say were charged (to the key given). */
  readonly chargedUnits: number;
  readonly violations: string[];
}

/** Calls every tool the key's plan lists `callsPerTool` times with valid arguments, through the SDK client. */
export async function runSdkSample(options: { mcpUrl: string; key: string; seed: number; callsPerTool: number; faultsInjected?: boolean }): Promise<SdkSampleResult> {
  const client = new Client({ name: 'mandala-fuzz', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(options.mcpUrl), { requestInit: { headers: { authorization: `Bearer ${options.key}` } } }));
  const violations: string[] = [];
  let calls = 0;
  let chargedUnits = 0;
  try {
    const listed = new Set((await client.listTools()).tools.map((tool) => tool.name));
    for (const target of toolTargets().filter((candidate) => listed.has(candidate.name))) {
      const samples = fc.sample(validArguments(target.schema), { numRuns: options.callsPerTool, seed: options.seed });
      for (const input of samples) {
        calls += 1;
        try {
          const result = await client.callTool({ name: target.name, arguments: input });
          const text = JSON.stringify(result);
          for (const leak of leaksIn(text, [options.key])) violations.push(`${target.name}: ${leak} in the result`);
          const failure = toolErrorEnvelopeOf(result);
          if (failure !== undefined) {
            if (!statusAllowed(httpStatusForCode(failure.error.code), failure.error.code, { faultsInjected: options.faultsInjected === true })) violations.push(`${target.name}: server error ${failure.error.code}: ${failure.error.message}`);
            if (failure.chargedUnits !== 0) violations.push(`${target.name}: a failure charged ${String(failure.chargedUnits)}`);
            continue;
          }
          const meta = (result._meta as Record<string, { chargedUnits?: number } | undefined> | undefined)?.['mandala/meta'];
          if (typeof meta?.chargedUnits !== 'number') violations.push(`${target.name}: a success without meta.chargedUnits`);
          else chargedUnits += meta.chargedUnits;
        } catch (error) {
          violations.push(`${target.name} ${JSON.stringify(input).slice(0, 200)}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
  } finally {
    await client.close();
  }
  return { calls, chargedUnits, violations };
}
