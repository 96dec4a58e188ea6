// The MCP conformance suite (@modelcontextprotocol/conformance, pinned) against a started Mandala MCP server: every
// server scenario that does not need the suite's own reference server (its test_* tools, test://… resources and
// test_* prompts) must pass; every other scenario is named below with the reason it is not run, and a scenario the
// suite adds fails this test until it is put in one list or the other. The suite's client sends no credentials, so
// it talks to the server through a loopback proxy that adds a Business key (test/conformance/credential-proxy.ts).
// A missing suite fails here; it is never skipped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCredentialProxy } from './conformance/credential-proxy';
import type { CredentialProxy } from './conformance/credential-proxy';
import { conformanceCli, listedServerScenarios, runServerScenario } from './conformance/conformance-cli';
import { bearer, startMcpTestServer } from './harness';
import type { McpTestServer } from './harness';

/** The scenarios run against Mandala, each of which must pass. */
const RUN = ['server-initialize', 'logging-set-level', 'ping', 'completion-complete', 'tools-list', 'resources-list', 'prompts-list', 'dns-rebinding-protection'] as const;

/** The scenarios not run, and why: each calls a fixture only the suite's reference server has. */
const SKIPPED: Readonly<Record<string, string>> = {
  'tools-call-simple-text': 'calls the reference tool test_simple_text',
  'tools-call-image': 'calls the reference tool test_image_content',
  'tools-call-audio': 'calls the reference tool test_audio_content',
  'tools-call-embedded-resource': 'calls the reference tool test_embedded_resource',
  'tools-call-mixed-content': 'calls the reference tool test_multiple_content_types',
  'tools-call-with-logging': 'calls the reference tool test_tool_with_logging',
  'tools-call-error': 'calls the reference tool test_error_handling',
  'tools-call-with-progress': 'calls the reference tool test_tool_with_progress',
  'tools-call-sampling': 'calls the reference tool test_sampling (and Mandala asks no client for sampling)',
  'tools-call-elicitation': 'calls the reference tool test_elicitation (and Mandala elicits nothing)',
  'json-schema-2020-12': 'looks for the reference tool json_schema_2020_12_tool',
  'elicitation-sep1034-defaults': 'calls the reference tool test_elicitation_sep1034_defaults',
  'elicitation-sep1330-enums': 'calls the reference tool test_elicitation_sep1330_enums',
  'server-sse-polling': 'calls the reference tool test_reconnection and needs a session; Mandala is stateless (no session id, no GET stream), so the scenario checks nothing',
  'server-sse-multiple-streams': 'needs a session and the GET stream; Mandala is stateless, so the scenario checks nothing',
  'resources-read-text': 'reads the reference resource test://static-text',
  'resources-read-binary': 'reads the reference resource test://static-binary',
  'resources-templates-read': 'reads the reference template test://template/{id}/data',
  'resources-subscribe': 'subscribes to the reference resource test://watched-resource (Mandala answers -32002 for a URI it does not have; subscriptions to its own resources are tested in resource-subscriptions.test.ts)',
  'resources-unsubscribe': 'unsubscribes from the reference resource test://watched-resource (as resources-subscribe)',
  'prompts-get-simple': 'gets the reference prompt test_simple_prompt',
  'prompts-get-with-args': 'gets the reference prompt test_prompt_with_arguments',
  'prompts-get-embedded-resource': 'gets the reference prompt test_prompt_with_embedded_resource',
  'prompts-get-with-image': 'gets the reference prompt test_prompt_with_image',
};

describe('the MCP conformance suite against Mandala', () => {
  let served: McpTestServer;
  let proxy: CredentialProxy;

  beforeAll(async () => {
    served = await startMcpTestServer();
    proxy = await startCredentialProxy(served.url, bearer((await served.account('business')).key));
  }, 60_000);
  afterAll(async () => {
    await proxy?.close();
    await served?.close();
  });

  it('is installed', () => {
    expect(conformanceCli()).toMatch(/dist\/index\.js$/);
  });

  it('lists no server scenario this test neither runs nor skips with a reason', async () => {
    const listed = await listedServerScenarios();
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((scenario) => !(RUN as readonly string[]).includes(scenario) && SKIPPED[scenario] === undefined)).toEqual([]);
    expect([...RUN, ...Object.keys(SKIPPED)].filter((scenario) => !listed.includes(scenario))).toEqual([]);
  }, 60_000);

  it.each(RUN)('passes %s', async (scenario) => {
    const { exitCode, checks, output } = await runServerScenario(proxy.url, scenario);
    const problems = checks.filter((check) => check.status === 'FAILURE' || check.status === 'WARNING');
    expect(problems, output).toEqual([]);
    expect(checks.filter((check) => check.status === 'SUCCESS').length, output).toBeGreaterThan(0);
    expect(exitCode, output).toBe(0);
  }, 60_000);
});
