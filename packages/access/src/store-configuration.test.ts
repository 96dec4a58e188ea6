import { describe, expect, it } from 'vitest';
import { readStoreConfiguration, storeOptionsOf } from './store-configuration';

describe('readStoreConfiguration', () => {
  it('defaults to SQLite in ./.mandala with the public schema and quota leases', () => {
    const configuration = readStoreConfiguration({});
    expect(configuration).toEqual({ quotaLease: true, databaseUrl: undefined, dataDirectory: './.mandala', postgresSchema: undefined, inFlightLeaseSeconds: undefined, autoMigrate: true, upgradeUrl: undefined });
    expect(storeOptionsOf(configuration)).toEqual({ databaseUrl: undefined, dataDirectory: './.mandala', quotaLease: true });
  });

  it('reads every store variable, blank ones as unset', () => {
    const configuration = readStoreConfiguration({
      MANDALA_DATABASE_URL: ' postgres://db/mandala ',
      MANDALA_DATABASE_SCHEMA: 'mandala',
      MANDALA_DATA_DIR: '/var/lib/mandala',
      MANDALA_IN_FLIGHT_LEASE_SECONDS: '90',
      MANDALA_AUTO_MIGRATE: 'OFF',
      MANDALA_UPGRADE_URL: ' https://billing.example/upgrade ',
      MANDALA_QUOTA_LEASE: ' Off ',
    });
    expect(configuration).toEqual({ databaseUrl: 'postgres://db/mandala', dataDirectory: '/var/lib/mandala', postgresSchema: 'mandala', inFlightLeaseSeconds: 90, autoMigrate: false, upgradeUrl: 'https://billing.example/upgrade' });
    expect(storeOptionsOf(configuration)).toEqual({
      databaseUrl: 'postgres://db/mandala',
      dataDirectory: '/var/lib/mandala',
      postgresSchema: 'mandala',
      inFlightLeaseSeconds: 90,
      applyMigrations: false,
      upgradeUrl: 'https://billing.example/upgrade',
    });
    expect(readStoreConfiguration({ MANDALA_DATABASE_URL: ' ', MANDALA_DATABASE_SCHEMA: '' })).toMatchObject({ databaseUrl: undefined, postgresSchema: undefined });
  });

  it('takes an upgrade URL that is http(s) or a path on this service, and refuses others naming the variable', () => {
    expect(readStoreConfiguration({ MANDALA_UPGRADE_URL: '/contact' }).upgradeUrl).toBe('/contact');
    for (const bad of ['javascript:alert(1)', '//evil.example', 'ftp://files.example', 'https://a.example/x y', 'billing']) {
      expect(() => readStoreConfiguration({ MANDALA_UPGRADE_URL: bad })).toThrow(/^MANDALA_UPGRADE_URL must be an http or https URL/);
    }
  });

  it('refuses a bad value naming the variable, never echoing a URL', () => {
    expect(() => readStoreConfiguration({ MANDALA_DATABASE_SCHEMA: 'a-b' })).toThrow(/MANDALA_DATABASE_SCHEMA must be a plain identifier/);
    expect(() => readStoreConfiguration({ MANDALA_DATABASE_URL: 'mysql://root:secret@db/x' })).toThrow(/^MANDALA_DATABASE_URL must start with postgres:\/\/[^]*$/);
    expect(() => readStoreConfiguration({ MANDALA_DATABASE_URL: 'mysql://root:secret@db/x' })).not.toThrow(/secret/);
    expect(() => readStoreConfiguration({ MANDALA_IN_FLIGHT_LEASE_SECONDS: '0' })).toThrow(/at least 1/);
    expect(() => readStoreConfiguration({ MANDALA_IN_FLIGHT_LEASE_SECONDS: '1.5' })).toThrow(/whole number/);
    expect(() => readStoreConfiguration({ MANDALA_AUTO_MIGRATE: 'yes' })).toThrow(/MANDALA_AUTO_MIGRATE must be on/);
    expect(() => readStoreConfiguration({ MANDALA_QUOTA_LEASE: 'yes' })).toThrow(/^MANDALA_QUOTA_LEASE must be on \(each process leases quota in blocks\) or off/);
    expect(readStoreConfiguration({ MANDALA_QUOTA_LEASE: 'ON' }).quotaLease).toBe(true);
  });
});
