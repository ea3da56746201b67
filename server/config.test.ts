import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from './config';

describe('TRUST_PROXY', () => {
  it('trusts nobody when unset, and reads a list of proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8')).toBe('127.0.0.1,10.0.0.0/8');
    expect(parseTrustProxy('loopback')).toBe('loopback');
  });
  it('refuses "true" (any client could choose its address), a hop count (Fastify ignores one) and garbage', () => {
    expect(() => parseTrustProxy('true')).toThrow(/proxy addresses/);
    expect(() => parseTrustProxy('1')).toThrow(/hop count/);
    expect(() => parseTrustProxy('proxy.example.com')).toThrow(/not an address/);
  });
});

describe('ZUPU_SEED', () => {
  it('seeds the demo by default, nothing in production unless asked for on purpose', () => {
    expect(loadConfig({}).seed).toBe('demo');
    expect(loadConfig({ NODE_ENV: 'production' }).seed).toBe('none');
    expect(loadConfig({ NODE_ENV: 'production', ZUPU_SEED: 'demo' }).seed).toBe('demo');
    expect(loadConfig({ ZUPU_SEED: 'none' }).seed).toBe('none');
    expect(loadConfig({ ZUPU_SEED: 'huge' }).seed).toBe('huge');
    expect(() => loadConfig({ ZUPU_SEED: 'yes' })).toThrow(/demo, huge or none/);
  });
});

describe('EXPRESS', () => {
  it('tracks parcels with the sandbox by default; 快递100 only when chosen, and only with its account', () => {
    expect(loadConfig({}).express).toEqual({ provider: 'sandbox' });
    expect(loadConfig({ EXPRESS: 'kuaidi100', KUAIDI100_CUSTOMER: 'C0FFEE', KUAIDI100_KEY: 'k3y' }).express).toEqual({ provider: 'kuaidi100', customer: 'C0FFEE', key: 'k3y' });
    expect(() => loadConfig({ EXPRESS: 'kuaidi100', KUAIDI100_CUSTOMER: 'C0FFEE' })).toThrow(/KUAIDI100_KEY/);
    expect(() => loadConfig({ EXPRESS: 'kdniao' })).toThrow(/sandbox or kuaidi100/);
  });
});
