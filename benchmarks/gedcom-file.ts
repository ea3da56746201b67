/**
 * Writes a generated clan's GEDCOM 7.0 file (`tsx benchmarks/gedcom-file.ts <members> <path>`): run by gedcom.bench.ts
 * in a child process, so the import's peak memory is measured without the generator's.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { generateClanData } from '../model/clan/generator';
import { writeGedcom } from '../server/domains/gedcom/engine/write';

const [n, path] = [Number(process.argv[2]), process.argv[3]];
const g = generateClanData({ members: n, seed: 3, surname: '刘' });
const out = createWriteStream(path);
for (const chunk of writeGedcom({ format: '7.0', clan: { name: g.clan.name, surname: '刘' }, members: g.members, hideLiving: false, now: new Date() })) {
  if (!out.write(chunk)) await once(out, 'drain');
}
out.end();
await once(out, 'finish');
