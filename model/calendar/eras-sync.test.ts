import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderErasModule } from './gen-eras';

const read = (rel: string) => readFileSync(new URL(rel, import.meta.url), 'utf8');

describe('eras.data.ts', () => {
  it('is exactly what gen-eras.ts renders from the reference TSVs (run `npx tsx model/calendar/gen-eras.ts`)', () => {
    const expected = renderErasModule(read('../reference/reign-eras.tsv'), read('../reference/dynasties.tsv'));
    expect(read('./eras.data.ts')).toBe(expected);
  });
});
