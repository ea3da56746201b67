/**
 * Headers for what users uploaded, served under /files (issue #13 item 9). A stored file is someone else's input:
 * - `nosniff` (set on every reply by the app) keeps a browser from reading an HTML payload saved as .txt as a page;
 * - only images, audio and video are shown inline; everything else (PDF included: the app previews PDFs with pdf.js,
 *   which fetches the bytes, so the browser never has to open one itself) is a download;
 * - a CSP that lets nothing run: no script, no plugin (.swf), no frame, sandboxed (an SVG with a script is inert).
 */
import { extname } from 'node:path';

const INLINE = new Set([
  '.jpg', '.jpeg', '.png', '.gif', '.webp', '.avif', '.bmp', '.ico', '.svg',
  '.mp3', '.m4a', '.aac', '.wav', '.ogg', '.oga', '.flac',
  '.mp4', '.m4v', '.webm', '.ogv', '.mov',
]);

export const FILES_CSP = "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";

export function storedFileHeaders(path: string): Record<string, string> {
  const name = path.split('/').pop() ?? 'file';
  const inline = INLINE.has(extname(name).toLowerCase());
  return {
    'content-security-policy': FILES_CSP,
    'cross-origin-resource-policy': 'same-origin',
    'content-disposition': `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(name)}`,
  };
}
