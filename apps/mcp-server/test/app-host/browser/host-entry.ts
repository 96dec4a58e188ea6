// A minimal MCP Apps host for the browser test: it puts the UI resource's HTML into a sandboxed iframe and
// talks to it with the ext-apps AppBridge (host side) over postMessage, as Claude or ChatGPT would. It takes the
// page's chat messages (ui/message) and model context, and answers its tools/call with a result the test sets.
import { AppBridge, PostMessageTransport } from '@modelcontextprotocol/ext-apps/app-bridge';
import type { McpUiHostContext } from '@modelcontextprotocol/ext-apps/app-bridge';

interface TestHost {
  /** Loads the page under `theme` (as the host of a call of `toolName`, when given) and resolves once the view has initialized. */
  load(html: string, theme: 'light' | 'dark', toolName?: string): Promise<void>;
  /** Sends the call's arguments (`ui/notifications/tool-input`). */
  sendToolInput(args: Record<string, unknown>): Promise<void>;
  /** What the host answers the page's next `tools/call`. */
  setToolAnswer(result: unknown): Promise<void>;
  /** Sends a real tool result, as the host does after `tools/call`. */
  sendToolResult(result: unknown): Promise<void>;
  setTheme(theme: 'light' | 'dark'): Promise<void>;
  /** Size changes the view reported. */
  readonly sizes: { width?: number; height?: number }[];
  /** The texts of the chat messages the view sent (`ui/message`). */
  readonly messages: string[];
  /** The texts of the model context the view set (`ui/update-model-context`). */
  readonly contexts: string[];
  /** The tool calls the view made through the host (`tools/call`). */
  readonly toolCalls: { name: string; arguments?: Record<string, unknown> }[];
}

let bridge: AppBridge | undefined;
let context: McpUiHostContext = {};
const sizes: { width?: number; height?: number }[] = [];
const messages: string[] = [];
const contexts: string[] = [];
const toolCalls: { name: string; arguments?: Record<string, unknown> }[] = [];
let toolAnswer: unknown = { isError: true, content: [{ type: 'text', text: 'No answer set.' }] };
const textsOf = (content: readonly { type: string; text?: string }[] | undefined): string =>
  (content ?? []).map((block) => (block.type === 'text' ? (block.text ?? '') : `[${block.type}]`)).join('\n');

const host: TestHost = {
  sizes,
  messages,
  contexts,
  toolCalls,
  async load(html, theme, toolName) {
    document.getElementById('app')?.remove();
    const iframe = document.createElement('iframe');
    iframe.id = 'app';
    iframe.setAttribute('sandbox', 'allow-scripts');
    iframe.srcdoc = html;
    document.body.append(iframe);
    const view = iframe.contentWindow;
    if (view === null) throw new Error('The iframe has no window.');
    context = {
      theme,
      displayMode: 'inline',
      platform: 'web',
      containerDimensions: { maxHeight: 4000, width: iframe.clientWidth },
      ...(toolName === undefined ? {} : { toolInfo: { id: 1, tool: { name: toolName, inputSchema: { type: 'object' } } } }),
    };
    bridge = new AppBridge(
      null,
      { name: 'mandala-test-host', version: '1.0.0' },
      { openLinks: {}, logging: {}, message: { text: {} }, updateModelContext: { text: {} }, serverTools: {} },
      { hostContext: context },
    );
    bridge.onmessage = async (params) => {
      messages.push(textsOf(params.content as { type: string; text?: string }[]));
      return {};
    };
    bridge.onupdatemodelcontext = async (params) => {
      contexts.push(textsOf(params.content as { type: string; text?: string }[] | undefined));
      return {};
    };
    bridge.oncalltool = async (params) => {
      toolCalls.push({ name: params.name, ...(params.arguments === undefined ? {} : { arguments: params.arguments }) });
      return toolAnswer as Awaited<ReturnType<NonNullable<AppBridge['oncalltool']>>>;
    };
    bridge.onsizechange = (size) => {
      sizes.push(size);
      if (size.height !== undefined) iframe.style.height = `${size.height}px`;
    };
    const initialized = new Promise<void>((resolve) => {
      if (bridge !== undefined) bridge.oninitialized = () => resolve();
    });
    await bridge.connect(new PostMessageTransport(view, view));
    await initialized;
  },
  async sendToolInput(args) {
    if (bridge === undefined) throw new Error('Load the page first.');
    await bridge.sendToolInput({ arguments: args });
  },
  async setToolAnswer(result) {
    toolAnswer = result;
  },
  async sendToolResult(result) {
    if (bridge === undefined) throw new Error('Load the page first.');
    await bridge.sendToolResult(result as Parameters<AppBridge['sendToolResult']>[0]);
  },
  async setTheme(theme) {
    if (bridge === undefined) throw new Error('Load the page first.');
    context = { ...context, theme };
    bridge.setHostContext(context); // sends ui/notifications/host-context-changed with what changed
  },
};

(window as unknown as { mandalaHost: TestHost }).mandalaHost = host;
