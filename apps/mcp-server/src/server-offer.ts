// What the server offers and says about itself, under each revision: read by both lanes and by `server/discover`.

/** What the 2025 lane offers (no list-changed notifications; subscriptions accepted, none ever fires). */
export const MCP_SERVER_CAPABILITIES = {
  tools: { listChanged: false },
  resources: { listChanged: false, subscribe: true },
  prompts: { listChanged: false },
  completions: {},
  logging: {},
};

/** The `instructions` of `initialize` and `server/discover`. */
export const MCP_SERVER_INSTRUCTIONS =
  'Mandala calculates Human Design bodygraph charts. Call resolve_timezone to turn a birth place into an IANA zone, then ' +
  'generate_chart with the local birth date-time. Calculation tools cost 1 quota unit on success; lookups cost 0. The ' +
  'reference library (gates, channels, centers, profiles, types, authorities) is readable as resources under mandala://library/, ' +
  'and the prompts read_my_chart, relationship_reading and daily_transits are ready-made readings; both cost 0 units.';

/**
 * What the 2026-07-28 lane offers: the 2025 lane's capabilities without those of the methods it does not answer
 * (resource subscriptions and `logging/setLevel`, see `METHODS_ONLY_BEFORE_2026`).
 */
export const MODERN_CAPABILITIES = {
  tools: MCP_SERVER_CAPABILITIES.tools,
  resources: { listChanged: false },
  prompts: MCP_SERVER_CAPABILITIES.prompts,
  completions: {},
};
