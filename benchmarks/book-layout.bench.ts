/**
 * `npm run bench -- book-layout [--write-baseline]`: layoutBook (the page model, no PDF) of the 10,000-member
 * generated clan of layouts/book-generated.slow.test.ts in each format. Per format (`case` = ouyang | su | record |
 * pagoda | modern): `seconds` and `pages`. Target (moved here from the layout test): under 15 s per format.
 * The PDF as well: `npm run bench -- clan-book`.
 */
import { layoutBook } from '../layouts/index';
import { FORMAT_KEYS, type FormatId } from '../layouts/page-model';
import { generatedInput } from '../layouts/test-inputs';
import { recorded } from './baseline';

const FORMATS: FormatId[] = [1, 9, 3, 5, 8];

export default async function run(argv: string[] = []): Promise<void> {
  const { report, done } = recorded('book-layout', argv, {
    machine: '2 shared cores, Node 20',
    targets: Object.fromEntries(FORMATS.map((f) => [`${FORMAT_KEYS[f]}/seconds`, 15])),
  });
  generatedInput(1, {}, 10_000); // the generated clan, once (cached by members)
  for (const f of FORMATS) {
    const input = generatedInput(f, {}, 10_000);
    const t0 = performance.now();
    const book = layoutBook(input);
    report({ case: FORMAT_KEYS[f], metric: 'seconds', value: (performance.now() - t0) / 1000, unit: 's' });
    report({ case: FORMAT_KEYS[f], metric: 'pages', value: book.pages.length, unit: 'pages' });
  }
  done();
}
