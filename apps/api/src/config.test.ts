import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, modeFromArgv } from './config';

describe('loadConfig', () => {
  it('has working defaults in demo mode (npm run demo): port 3000, ./data, embedded database, demo data', () => {
    const config = loadConfig({ INIT_CWD: '/srv/tavola' }, { mode: 'demo' });
    expect(config.PORT).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('/srv/tavola/data'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.APP_ENV).toBe('demo');
    expect(config.SEED_DEMO).toBe(true);
    expect(config.publicOrigin).toBe('http://localhost:3000');
  });

  // A deployment that forgets APP_ENV must not publish the outbox, the test card or
  // the demo companies. Without configuration the environment is prod, which refuses to start
  // until its secrets are given, naming every missing one.
  it('is fail-safe without configuration: prod, no demo data, refusing to start listing what is missing', () => {
    try {
      loadConfig({});
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('SESSION_SECRET');
      expect(problems).toContain('PUBLIC_ORIGIN');
    }
    const config = loadConfig({ SESSION_SECRET: 's'.repeat(32), PUBLIC_ORIGIN: 'https://ordini.example.it/' });
    expect(config.APP_ENV).toBe('prod');
    expect(config.SEED_DEMO).toBe(false);
    expect(config.publicOrigin).toBe('https://ordini.example.it');
  });

  it('lets the environment override the mode and defaults demo data to demo only', () => {
    expect(loadConfig({ APP_ENV: 'dev' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ APP_ENV: 'dev' }, { mode: 'dev' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ APP_ENV: 'dev', SEED_DEMO: 'false' }, { mode: 'demo' })).toMatchObject({
      APP_ENV: 'dev',
      SEED_DEMO: false,
    });
  });

  it('trusts no proxy by default; TRUST_PROXY is a hop count or an address/CIDR list', () => {
    expect(loadConfig({ APP_ENV: 'dev' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ APP_ENV: 'dev', TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ APP_ENV: 'dev', TRUST_PROXY: '10.0.0.0/8, ::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '::1']);
    for (const bad of ['true', '10.0.0.0/40', 'proxy.example']) {
      expect(() => loadConfig({ APP_ENV: 'dev', TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('reads the mode from the command line', () => {
    expect(modeFromArgv(['node', 'server.js', '--demo'])).toBe('demo');
    expect(modeFromArgv(['node', 'server.js', '--dev'])).toBe('dev');
    expect(modeFromArgv(['node', 'server.js'])).toBeUndefined();
  });

  it('treats an empty DATABASE_URL as absent and accepts postgres URLs', () => {
    expect(loadConfig({ APP_ENV: 'dev', DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
    expect(loadConfig({ APP_ENV: 'dev', DATABASE_URL: 'postgres://u@h/db' }).DATABASE_URL).toBe('postgres://u@h/db');
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
    expect(() => loadConfig({ APP_ENV: 'prod', PUBLIC_ORIGIN: 'https://ordini.example.it' })).toThrow(/SESSION_SECRET/);
  });
});
