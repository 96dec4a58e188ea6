// @mandala/browser-bundle (private): the engine bundled for browsers, asserted free of Node.
export { bundleForBrowser } from './bundle-for-browser';
export type { BrowserBundle, BrowserBundleOptions } from './bundle-for-browser';
export { BODYGRAPH_ENTRY, BROWSER_ENGINE_PACKAGES } from './engine-entries';
export { NodeInBrowserBundleError } from './errors';
export { NODE_GLOBALS } from './node-globals';
export { isNodeBuiltIn } from './node-built-ins';
