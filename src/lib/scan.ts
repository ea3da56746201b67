/**
 * Scanned codes (spec §2 "Scanned codes"):
 * - codes starting with the QR-login address go to the account scan page (/pages/account/scan?code=);
 * - codes starting with the app scheme go to the path that follows;
 * - codes from the product's own hosts go to the scan index (/pages/scan/index?q=) if they contain a QR path,
 *   otherwise to the webview (/pages/other/webview?url=);
 * - navigation happens 800 ms after the scan.
 */

export const SCAN_NAV_DELAY_MS = 800;

export interface ScanConfig {
  /** What a desktop QR-login code starts with, e.g. "https://zupu.example/#/pages/account/scan?code=" (or several). */
  loginAddress: string | readonly string[];
  /** The app scheme, e.g. "zupu://". */
  appScheme: string;
  /** The product's own hosts, e.g. ["zupu.example", "localhost:8080"]. */
  ownHosts: string[];
  /** Path fragments that mark a QR code URL of ours, e.g. ["/qr/", "/q/"]. */
  qrPaths: string[];
}

export type ScanResult =
  | { kind: 'login'; to: string; code: string }
  | { kind: 'app'; to: string }
  | { kind: 'qr'; to: string }
  | { kind: 'webview'; to: string }
  | { kind: 'unknown'; text: string };

function loginCode(text: string, address: string): string {
  const rest = text.slice(address.length);
  const m = /[?&]code=([^&#]*)/.exec(text);
  if (m) return decodeURIComponent(m[1]);
  return decodeURIComponent(rest.replace(/^[?&/#=]+/, '').replace(/^code=/, ''));
}

function hostOf(text: string): string | null {
  try {
    const u = new URL(text);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return u.host.toLowerCase();
  } catch {
    return null;
  }
}

export function resolveScan(raw: string, cfg: ScanConfig): ScanResult {
  const text = raw.trim();
  if (!text) return { kind: 'unknown', text };
  const address = (typeof cfg.loginAddress === 'string' ? [cfg.loginAddress] : cfg.loginAddress).find((a) => a && text.startsWith(a));
  if (address) {
    const code = loginCode(text, address);
    return { kind: 'login', code, to: `/pages/account/scan?code=${encodeURIComponent(code)}` };
  }
  if (cfg.appScheme && text.startsWith(cfg.appScheme)) {
    const path = text.slice(cfg.appScheme.length).replace(/^#?\/*/, '/');
    return { kind: 'app', to: path };
  }
  const host = hostOf(text);
  if (host && cfg.ownHosts.some((h) => h.toLowerCase() === host || host.endsWith(`.${h.toLowerCase()}`))) {
    const isQr = cfg.qrPaths.some((p) => text.includes(p));
    return isQr
      ? { kind: 'qr', to: `/pages/scan/index?q=${encodeURIComponent(text)}` }
      : { kind: 'webview', to: `/pages/other/webview?url=${encodeURIComponent(text)}` };
  }
  return { kind: 'unknown', text };
}

/** Navigate 800 ms after a scan; returns a cancel function. `unknown` results are not navigated. */
export function navigateAfterScan(
  result: ScanResult,
  navigate: (to: string) => void,
  setTimer: (fn: () => void, ms: number) => unknown = (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimer: (h: unknown) => void = (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
): () => void {
  if (result.kind === 'unknown') return () => {};
  const h = setTimer(() => navigate(result.to), SCAN_NAV_DELAY_MS);
  return () => clearTimer(h);
}

