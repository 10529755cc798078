import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults: port 3000, ./data, embedded database, demo environment', () => {
    const config = loadConfig({ INIT_CWD: '/srv/tavola' });
    expect(config.PORT).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('/srv/tavola/data'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.APP_ENV).toBe('demo');
  });

  it('treats an empty DATABASE_URL as absent and accepts postgres URLs', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).DATABASE_URL).toBe('postgres://u@h/db');
  });

  it('fails listing every bad variable', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', APP_ENV: 'staging' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DATABASE_URL');
      expect(problems).toContain('APP_ENV');
    }
  });

  it('requires a session secret in production', () => {
    expect(() => loadConfig({ APP_ENV: 'prod' })).toThrow(/SESSION_SECRET/);
  });
});
