/** One schema step. `{schema}.` marks table names (a PostgreSQL schema; removed for SQLite). */
export interface Migration {
  readonly version: number;
  readonly statements: readonly string[];
}

/**
 * The tables, in both dialects. Instants are epoch milliseconds (BIGINT), so both databases and the injected
 * test clock agree; months are `YYYY-MM` text.
 */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    statements: [
      `CREATE TABLE IF NOT EXISTS {schema}.accounts (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        plan TEXT NOT NULL,
        custom_monthly_units BIGINT,
        created_at_ms BIGINT NOT NULL
      )`,
      `CREATE TABLE IF NOT EXISTS {schema}.api_keys (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES {schema}.accounts(id),
        name TEXT NOT NULL,
        key_prefix TEXT NOT NULL,
        key_hash TEXT NOT NULL UNIQUE,
        created_at_ms BIGINT NOT NULL,
        revoked_at_ms BIGINT
      )`,
      `CREATE INDEX IF NOT EXISTS api_keys_key_prefix ON {schema}.api_keys (key_prefix)`,
      `CREATE TABLE IF NOT EXISTS {schema}.quota_usage (
        account_id TEXT NOT NULL REFERENCES {schema}.accounts(id),
        month TEXT NOT NULL,
        used_units BIGINT NOT NULL,
        PRIMARY KEY (account_id, month)
      )`,
      `CREATE TABLE IF NOT EXISTS {schema}.idempotency_records (
        account_id TEXT NOT NULL REFERENCES {schema}.accounts(id),
        idempotency_key TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        state TEXT NOT NULL,
        attempt_id TEXT NOT NULL,
        reserved_units BIGINT NOT NULL,
        reserved_month TEXT NOT NULL,
        created_at_ms BIGINT NOT NULL,
        lease_expires_at_ms BIGINT NOT NULL,
        PRIMARY KEY (account_id, idempotency_key)
      )`,
      `CREATE INDEX IF NOT EXISTS idempotency_records_created ON {schema}.idempotency_records (created_at_ms)`,
    ],
  },
  {
    // Accounts people open themselves: email and password, sessions, one-time email links, sign-in failures,
    // saved people and the units spent per day and surface (the dashboard's chart of the month).
    version: 2,
    statements: [
      `ALTER TABLE {schema}.accounts ADD COLUMN email TEXT`,
      `ALTER TABLE {schema}.accounts ADD COLUMN password_hash TEXT`,
      `ALTER TABLE {schema}.accounts ADD COLUMN email_verified_at_ms BIGINT`,
      `ALTER TABLE {schema}.accounts ADD COLUMN disabled_at_ms BIGINT`,
      `ALTER TABLE {schema}.api_keys ADD COLUMN last_used_at_ms BIGINT`,
      `CREATE UNIQUE INDEX IF NOT EXISTS accounts_email ON {schema}.accounts (email)`,
      `CREATE TABLE IF NOT EXISTS {schema}.sessions (
        id_hash TEXT PRIMARY KEY,
        account_id TEXT REFERENCES {schema}.accounts(id) ON DELETE CASCADE,
        csrf_token TEXT NOT NULL,
        created_at_ms BIGINT NOT NULL,
        expires_at_ms BIGINT NOT NULL
      )`,
      `CREATE INDEX IF NOT EXISTS sessions_account ON {schema}.sessions (account_id)`,
      `CREATE TABLE IF NOT EXISTS {schema}.email_tokens (
        token_hash TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES {schema}.accounts(id) ON DELETE CASCADE,
        purpose TEXT NOT NULL,
        expires_at_ms BIGINT NOT NULL
      )`,
      `CREATE TABLE IF NOT EXISTS {schema}.sign_in_failures (
        throttle_key TEXT NOT NULL,
        failed_at_ms BIGINT NOT NULL
      )`,
      `CREATE INDEX IF NOT EXISTS sign_in_failures_key ON {schema}.sign_in_failures (throttle_key, failed_at_ms)`,
      `CREATE TABLE IF NOT EXISTS {schema}.people (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES {schema}.accounts(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        birth_date TEXT NOT NULL,
        timezone TEXT NOT NULL,
        notes TEXT,
        created_at_ms BIGINT NOT NULL,
        updated_at_ms BIGINT NOT NULL
      )`,
      `CREATE INDEX IF NOT EXISTS people_account ON {schema}.people (account_id, created_at_ms)`,
      `CREATE TABLE IF NOT EXISTS {schema}.daily_usage (
        account_id TEXT NOT NULL REFERENCES {schema}.accounts(id) ON DELETE CASCADE,
        day TEXT NOT NULL,
        surface TEXT NOT NULL,
        used_units BIGINT NOT NULL,
        PRIMARY KEY (account_id, day, surface)
      )`,
    ],
  },
  {
    version: 3,
    statements: [
      // The OAuth authorization server's state (oidc-provider models: grants, codes, tokens, sessions,
      // interactions, registered clients), one row per model instance, its payload as JSON text.
      `CREATE TABLE IF NOT EXISTS {schema}.oauth_records (
        model TEXT NOT NULL,
        id TEXT NOT NULL,
        payload TEXT NOT NULL,
        grant_id TEXT,
        uid TEXT,
        user_code TEXT,
        account_id TEXT,
        consumed_at_ms BIGINT,
        expires_at_ms BIGINT,
        last_used_at_ms BIGINT,
        PRIMARY KEY (model, id)
      )`,
      `CREATE INDEX IF NOT EXISTS oauth_records_grant ON {schema}.oauth_records (grant_id)`,
      `CREATE INDEX IF NOT EXISTS oauth_records_uid ON {schema}.oauth_records (uid)`,
      `CREATE INDEX IF NOT EXISTS oauth_records_account ON {schema}.oauth_records (account_id, model)`,
      `CREATE INDEX IF NOT EXISTS oauth_records_expires ON {schema}.oauth_records (expires_at_ms)`,
    ],
  },
  {
    // Changing an account's email: the link goes to the new address and carries it here until it is confirmed.
    version: 4,
    statements: [`ALTER TABLE {schema}.email_tokens ADD COLUMN new_email TEXT`],
  },
  {
    // Quota leases (`quota-lease.ts`): units a process reserved in a block and has not yet committed as charged
    // (`held_units`), of which `spare_units` were not yet handed to a call at its last exchange with the store. They
    // are counted in `quota_usage.used_units` too, so every reader sees limit − committed − reserved; a lease past
    // `expires_at_ms` (its process died) gives its held units back.
    version: 5,
    statements: [
      `CREATE TABLE IF NOT EXISTS {schema}.quota_leases (
        lease_id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES {schema}.accounts(id) ON DELETE CASCADE,
        month TEXT NOT NULL,
        held_units BIGINT NOT NULL,
        spare_units BIGINT NOT NULL,
        expires_at_ms BIGINT NOT NULL
      )`,
      `CREATE INDEX IF NOT EXISTS quota_leases_account ON {schema}.quota_leases (account_id, month)`,
      `CREATE INDEX IF NOT EXISTS quota_leases_expires ON {schema}.quota_leases (expires_at_ms)`,
    ],
  },
  {
    // Open SSE streams, one leased row each, so an account's cap holds across every worker and instance on the
    // store: the process serving a stream renews its lease; a process that dies stops, and its leases expire.
    version: 6,
    statements: [
      `CREATE TABLE IF NOT EXISTS {schema}.stream_leases (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        expires_at_ms BIGINT NOT NULL
      )`,
      `CREATE INDEX IF NOT EXISTS stream_leases_account ON {schema}.stream_leases (account_id)`,
      `CREATE INDEX IF NOT EXISTS stream_leases_expires ON {schema}.stream_leases (expires_at_ms)`,
    ],
  },
];
