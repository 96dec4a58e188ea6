import { describe, expect, it } from 'vitest';
import { metricsSettingsFrom } from './metrics-settings';

describe('metricsSettingsFrom', () => {
  it('serves no metrics unless MANDALA_METRICS_PORT is set', () => {
    expect(metricsSettingsFrom({})).toBeUndefined();
    expect(metricsSettingsFrom({ MANDALA_METRICS_TOKEN: 'a'.repeat(32) })).toBeUndefined();
  });

  it('listens on loopback by default, with an optional token', () => {
    expect(metricsSettingsFrom({ MANDALA_METRICS_PORT: '9464' })).toEqual({ port: 9464, host: '127.0.0.1', token: undefined });
    expect(metricsSettingsFrom({ MANDALA_METRICS_PORT: '9464', MANDALA_METRICS_HOST: '0.0.0.0', MANDALA_METRICS_TOKEN: 'a'.repeat(32) })).toEqual({
      port: 9464,
      host: '0.0.0.0',
      token: 'a'.repeat(32),
    });
  });

  it('refuses to make the metrics public: another address needs a token', () => {
    expect(() => metricsSettingsFrom({ MANDALA_METRICS_PORT: '9464', MANDALA_METRICS_HOST: '0.0.0.0' })).toThrow('set MANDALA_METRICS_TOKEN_FILE (or MANDALA_METRICS_TOKEN) too');
  });

  it.each([
    [{ MANDALA_METRICS_PORT: 'nine' }, 'MANDALA_METRICS_PORT must be an integer'],
    [{ MANDALA_METRICS_PORT: '70000' }, 'MANDALA_METRICS_PORT must be an integer'],
    [{ MANDALA_METRICS_PORT: '9464', MANDALA_METRICS_TOKEN: 'short' }, 'at least 16 characters'],
  ])('refuses %j', (environment, message) => {
    expect(() => metricsSettingsFrom(environment)).toThrow(message);
  });
});
