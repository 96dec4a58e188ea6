// Loaded at build time only (by build/plans-page.ts through Vite's module runner): the plans table the service
// enforces, so /plans is built from it. Nothing here reaches the browser.
export { accessCategories, categoryContentsOf, planIds, plans, requestRateLimits } from '@mandala/access';
