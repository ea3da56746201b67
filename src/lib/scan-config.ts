import type { ScanConfig } from './scan';

/** The app's scan configuration in the browser: this origin and the server's own port count as own hosts. */
export function browserScanConfig(loc: { origin: string; pathname: string; host: string } = window.location): ScanConfig {
  const base = `${loc.origin}${loc.pathname}`;
  const hosts = new Set([loc.host, 'localhost:8080', '127.0.0.1:8080']);
  return {
    loginAddress: [...hosts].flatMap((h) => [`http://${h}/#/pages/account/scan`, `https://${h}/#/pages/account/scan`]).concat(`${base}#/pages/account/scan`),
    appScheme: 'zupu://',
    ownHosts: [...hosts],
    qrPaths: ['/qr/', '/q/', '#/pages/scan/index'],
  };
}
