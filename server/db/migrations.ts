/**
 * The devnet database schema, one entry per version. Applied in order and recorded, so a data dir kept
 * from an older devnet is brought up to date instead of being thrown away with the names in it.
 */
export const MIGRATIONS: string[] = [
  // 1: names (data API profile endpoints) and analytics events.
  `
  CREATE TABLE names (
    name TEXT PRIMARY KEY,
    registered BIGINT NOT NULL,
    updated BIGINT NOT NULL,
    attributes JSONB NOT NULL DEFAULT '{}'::jsonb
  );
  CREATE TABLE name_addresses (
    name TEXT NOT NULL REFERENCES names (name) ON DELETE CASCADE,
    coin_type BIGINT NOT NULL,
    address TEXT NOT NULL,
    created BIGINT NOT NULL,
    PRIMARY KEY (name, coin_type)
  );
  CREATE INDEX name_addresses_by_address ON name_addresses (lower(address));
  CREATE TABLE analytics_events (
    seq BIGSERIAL PRIMARY KEY,
    project_id TEXT NOT NULL,
    event_id UUID NOT NULL,
    sdk_type TEXT NOT NULL,
    sdk_version TEXT NOT NULL,
    client_id TEXT,
    url TEXT NOT NULL,
    domain TEXT NOT NULL,
    timestamp BIGINT NOT NULL,
    props JSONB NOT NULL,
    received_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    UNIQUE (project_id, event_id)
  );
  `,
  // 2: sign-in-with-X nonces and sessions (auth API).
  `
  CREATE TABLE siwx_nonces (
    nonce TEXT PRIMARY KEY,
    expires_at TIMESTAMPTZ NOT NULL,
    used_at TIMESTAMPTZ
  );
  CREATE TABLE siwx_sessions (
    id TEXT PRIMARY KEY,
    account TEXT NOT NULL,
    data JSONB NOT NULL,
    message TEXT NOT NULL,
    signature TEXT NOT NULL,
    cacao JSONB,
    token_hash TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL,
    expires_at TIMESTAMPTZ,
    revoked_at TIMESTAMPTZ
  );
  CREATE INDEX siwx_sessions_by_account ON siwx_sessions (account);
  `,
  // 3: email one-time codes and the sessions they open (the secure frame's auth service).
  `
  CREATE TABLE email_codes (
    id BIGSERIAL PRIMARY KEY,
    email TEXT NOT NULL,
    code_hash TEXT NOT NULL,
    expires_at TIMESTAMPTZ NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    used_at TIMESTAMPTZ
  );
  CREATE INDEX email_codes_by_email ON email_codes (email);
  CREATE TABLE email_sessions (
    token_hash TEXT PRIMARY KEY,
    email TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    revoked_at TIMESTAMPTZ
  );
  `,
  // 4: the embedded wallet's account flows: codes by purpose (login, update email), approved devices,
  // pending email updates and the frame's logs (enableAuthLogger).
  `
  ALTER TABLE email_codes ADD COLUMN purpose TEXT NOT NULL DEFAULT 'login';
  CREATE TABLE email_devices (
    email TEXT NOT NULL,
    device_hash TEXT NOT NULL,
    approval_hash TEXT,
    approved_at TIMESTAMPTZ,
    PRIMARY KEY (email, device_hash)
  );
  CREATE TABLE email_updates (
    token_hash TEXT PRIMARY KEY,
    new_email TEXT NOT NULL,
    primary_verified BOOLEAN NOT NULL DEFAULT false
  );
  CREATE TABLE frame_logs (
    id BIGSERIAL PRIMARY KEY,
    project_id TEXT NOT NULL,
    bytes INTEGER NOT NULL,
    entries JSONB NOT NULL,
    received_at TIMESTAMPTZ NOT NULL DEFAULT now()
  );
  `,
  // 5: each account's embedded wallet key backup (sealed in the frame), so every device has the same wallet.
  `
  CREATE TABLE wallet_backups (
    identity TEXT PRIMARY KEY,
    backup_key TEXT NOT NULL,
    sealed_iv TEXT,
    sealed_data TEXT
  );
  `,
  // 6: each project's allowed origins (the secure frame's allowlist), shared by every server on the database.
  `
  CREATE TABLE project_origins (
    project_id TEXT NOT NULL,
    origin TEXT NOT NULL,
    PRIMARY KEY (project_id, origin)
  );
  `,
  // 7: rate-limit counters (fixed windows), shared by every server on the database when there is no Redis.
  `
  CREATE TABLE rate_limit_counters (
    key TEXT PRIMARY KEY,
    count INTEGER NOT NULL,
    reset_at TIMESTAMPTZ NOT NULL
  );
  CREATE INDEX rate_limit_counters_by_reset_at ON rate_limit_counters (reset_at);
  `,
  // 8: social sign-ins in progress and their one-time results (the secure frame's auth service), so the
  // provider's callback and the frame's redemption may reach any server on the database, and a restart
  // keeps them. What a caller presents (state, login id, result) is stored hashed; the nonce and the PKCE
  // verifier are sent on to the provider as they are, so they are kept as they are.
  `
  CREATE TABLE social_sign_ins (
    state_hash TEXT PRIMARY KEY,
    provider TEXT NOT NULL,
    nonce TEXT NOT NULL,
    code_verifier TEXT NOT NULL,
    login_id_hash TEXT NOT NULL,
    return_to TEXT NOT NULL,
    expires_at TIMESTAMPTZ NOT NULL
  );
  CREATE INDEX social_sign_ins_by_expires_at ON social_sign_ins (expires_at);
  CREATE TABLE social_results (
    result_hash TEXT PRIMARY KEY,
    login_id_hash TEXT NOT NULL,
    outcome JSONB NOT NULL,
    expires_at TIMESTAMPTZ NOT NULL
  );
  CREATE INDEX social_results_by_expires_at ON social_results (expires_at);
  `,
  // 9: Farcaster sign-ins in progress (their relay channels), so the frame's connect may reach any server
  // on the database. The login id is stored hashed; the channel token polls the relay and the nonce is
  // matched against the signed message, so they are kept as they are.
  `
  CREATE TABLE farcaster_sign_ins (
    login_id_hash TEXT PRIMARY KEY,
    channel_token TEXT NOT NULL,
    nonce TEXT NOT NULL,
    domain TEXT NOT NULL,
    siwe_uri TEXT NOT NULL,
    expires_at TIMESTAMPTZ NOT NULL
  );
  CREATE INDEX farcaster_sign_ins_by_expires_at ON farcaster_sign_ins (expires_at);
  `,
  // 10: the projects a deployed server serves (`portkit serve project add`): unknown projects get a 403.
  `
  CREATE TABLE projects (
    project_id TEXT PRIMARY KEY,
    analytics BOOLEAN NOT NULL DEFAULT true,
    services TEXT[] NOT NULL,
    created TIMESTAMPTZ NOT NULL DEFAULT now()
  );
  `,
  // 11: a device approval link expires like a login code; links mailed before it have no expiry and are dead.
  `
  ALTER TABLE email_devices ADD COLUMN approval_expires_at TIMESTAMPTZ;
  `,
]
