// A minimal MCP Apps host for the browser test: it puts the UI resource's HTML into a sandboxed iframe and
// talks to it with the ext-apps AppBridge (host side) over postMessage, as Claude or ChatGPT would.
import { AppBridge, PostMessageTransport } from '@modelcontextprotocol/ext-apps/app-bridge';
import type { McpUiHostContext } from '@modelcontextprotocol/ext-apps/app-bridge';

interface TestHost {
  /** Loads the page under `theme` and resolves once the view has initialized. */
  load(html: string, theme: 'light' | 'dark'): Promise<void>;
  /** Sends a real tool result, as the host does after `tools/call`. */
  sendToolResult(result: unknown): Promise<void>;
  setTheme(theme: 'light' | 'dark'): Promise<void>;
  /** Size changes the view reported. */
  readonly sizes: { width?: number; height?: number }[];
}

let bridge: AppBridge | undefined;
let context: McpUiHostContext = {};
const sizes: { width?: number; height?: number }[] = [];

const host: TestHost = {
  sizes,
  async load(html, theme) {
    document.getElementById('app')?.remove();
    const iframe = document.createElement('iframe');
    iframe.id = 'app';
    iframe.setAttribute('sandbox', 'allow-scripts');
    iframe.srcdoc = html;
    document.body.append(iframe);
    const view = iframe.contentWindow;
    if (view === null) throw new Error('The iframe has no window.');
    context = { theme, displayMode: 'inline', platform: 'web', containerDimensions: { maxHeight: 4000, width: iframe.clientWidth } };
    bridge = new AppBridge(null, { name: 'mandala-test-host', version: '1.0.0' }, { openLinks: {}, logging: {} }, { hostContext: context });
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
