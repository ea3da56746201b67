import { describe, expect, it, vi } from 'vitest';
import { navigateAfterScan, resolveScan, SCAN_NAV_DELAY_MS, type ScanConfig } from './scan';

const cfg: ScanConfig = {
  loginAddress: 'https://zupu.example/#/pages/account/scan?code=',
  appScheme: 'zupu://',
  ownHosts: ['zupu.example', 'localhost:8080'],
  qrPaths: ['/qr/', '/q/'],
};

describe('resolveScan', () => {
  it('sends a QR-login code to the account scan page', () => {
    expect(resolveScan('https://zupu.example/#/pages/account/scan?code=AbC123', cfg)).toEqual({
      kind: 'login',
      code: 'AbC123',
      to: '/pages/account/scan?code=AbC123',
    });
  });
  it('accepts several login addresses', () => {
    const r = resolveScan('http://localhost:8080/#/pages/account/scan?code=Q1', { ...cfg, loginAddress: ['https://zupu.example/#/pages/account/scan', 'http://localhost:8080/#/pages/account/scan'] });
    expect(r).toEqual({ kind: 'login', code: 'Q1', to: '/pages/account/scan?code=Q1' });
  });
  it('handles a login address without a code= parameter', () => {
    const r = resolveScan('LOGIN:xyz', { ...cfg, loginAddress: 'LOGIN:' });
    expect(r).toEqual({ kind: 'login', code: 'xyz', to: '/pages/account/scan?code=xyz' });
  });
  it('sends the app scheme to the path that follows', () => {
    expect(resolveScan('zupu://clan/index?id=3', cfg)).toEqual({ kind: 'app', to: '/clan/index?id=3' });
    expect(resolveScan('zupu:///mine/index', cfg)).toEqual({ kind: 'app', to: '/mine/index' });
  });
  it('sends own-host URLs with a QR path to the scan index', () => {
    const url = 'https://zupu.example/qr/abc?x=1';
    expect(resolveScan(url, cfg)).toEqual({ kind: 'qr', to: `/pages/scan/index?q=${encodeURIComponent(url)}` });
    expect(resolveScan('http://m.zupu.example/q/9', cfg).kind).toBe('qr');
  });
  it('sends other own-host URLs to the webview', () => {
    const url = 'http://localhost:8080/about.html';
    expect(resolveScan(url, cfg)).toEqual({ kind: 'webview', to: `/pages/other/webview?url=${encodeURIComponent(url)}` });
  });
  it('does not open foreign hosts or plain text', () => {
    expect(resolveScan('https://evil.example/qr/1', cfg)).toEqual({ kind: 'unknown', text: 'https://evil.example/qr/1' });
    expect(resolveScan('https://zupu.example.evil.com/', cfg).kind).toBe('unknown');
    expect(resolveScan('  hello ', cfg)).toEqual({ kind: 'unknown', text: 'hello' });
    expect(resolveScan('', cfg).kind).toBe('unknown');
  });
});

describe('navigateAfterScan', () => {
  it('navigates 800 ms after the scan', () => {
    vi.useFakeTimers();
    const nav = vi.fn();
    navigateAfterScan({ kind: 'app', to: '/mine/index' }, nav);
    vi.advanceTimersByTime(SCAN_NAV_DELAY_MS - 1);
    expect(nav).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(nav).toHaveBeenCalledWith('/mine/index');
    const cancel = navigateAfterScan({ kind: 'qr', to: '/x' }, nav);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(nav).toHaveBeenCalledTimes(1);
    navigateAfterScan({ kind: 'unknown', text: 't' }, nav);
    vi.advanceTimersByTime(1000);
    expect(nav).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
