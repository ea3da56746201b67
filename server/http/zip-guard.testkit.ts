/** Zip bombs for tests and the abuse benchmark. */
import { Zip, ZipDeflate, strToU8 } from 'fflate';

/** A zip whose one entry inflates to `mb` MB of one repeated line (built as a stream: little memory). */
export function bomb(mb: number, name = 'xl/sharedStrings.xml'): Uint8Array {
  const parts: Uint8Array[] = [];
  const zip = new Zip((err, chunk) => { if (err) throw err; parts.push(chunk); });
  const f = new ZipDeflate(name, { level: 9 });
  zip.add(f);
  const line = strToU8('<si><t>劉氏族人</t></si>'.repeat(40_000)).subarray(0, 1024 * 1024);
  for (let i = 0; i < mb; i++) f.push(line, i === mb - 1);
  zip.end();
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}
