import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from './config';

describe('TRUST_PROXY', () => {
  it('trusts nobody when unset, and reads hops or a list of proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8')).toBe('127.0.0.1,10.0.0.0/8');
    expect(parseTrustProxy('loopback')).toBe('loopback');
  });
  it('refuses "true" (any client could choose its address) and garbage', () => {
    expect(() => parseTrustProxy('true')).toThrow(/hop count/);
    expect(() => parseTrustProxy('proxy.example.com')).toThrow(/not an address/);
  });
});
