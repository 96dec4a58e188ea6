import { loadConfig } from '@mandala/rest-api';
import { describe, expect, it } from 'vitest';
import { primarySettingsFrom } from './primary-settings';

describe('primarySettingsFrom', () => {
  it.each<Record<string, string>>([
    {},
    { PORT: '8080', MANDALA_DATA_DIR: ' /srv/mandala ', LOG_LEVEL: 'WARN', SHUTDOWN_TIMEOUT_MS: '2500' },
    { MANDALA_DATABASE_URL: ' postgres://mandala@db/mandala ', MANDALA_DATA_DIR: '', SHUTDOWN_DRAIN_MS: '3000' },
    { MANDALA_DATABASE_URL: '   ', LOG_LEVEL: 'silent', MANDALA_DATABASE_SCHEMA: ' tenant_a ', MANDALA_IN_FLIGHT_LEASE_SECONDS: '30' },
    { MANDALA_QUOTA_LEASE: ' OFF ' },
  ])('reads what loadConfig reads: %j', (environment) => {
    const config = loadConfig(environment);
    const settings = primarySettingsFrom(environment);
    expect(settings.store).toEqual({ databaseUrl: config.databaseUrl, dataDirectory: config.dataDirectory, postgresSchema: config.databaseSchema, inFlightLeaseSeconds: config.inFlightLeaseSeconds, autoMigrate: config.autoMigrate, quotaLease: config.quotaLease });
    expect(Number(settings.port)).toBe(config.port);
    expect(settings.logLevel).toBe(config.logLevel);
    expect(settings.shutdownTimeoutMilliseconds).toBe(config.shutdownTimeoutMilliseconds);
    expect(settings.shutdownDrainMilliseconds).toBe(config.shutdownDrainMilliseconds);
  });

  it('leaves refusing bad values to the workers', () => {
    expect(primarySettingsFrom({ LOG_LEVEL: 'loud', SHUTDOWN_TIMEOUT_MS: 'soon' })).toMatchObject({ logLevel: 'info', shutdownTimeoutMilliseconds: 10_000 });
  });
});
