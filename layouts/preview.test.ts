import { describe, expect, it } from 'vitest';
import { previewPage } from './preview';
import { generatedInput } from './test-inputs';
import { textItems } from './check';

describe('previewPage', () => {
  it('gives the first chart or record page of each format', () => {
    for (const format of [1, 9, 3, 5, 8] as const) {
      const p = previewPage(generatedInput(1), format);
      expect(p.format).toBe(format);
      expect(['世系图', '世系录']).toContain(p.page.section);
      expect(textItems(p.page).some((t) => t.role === 'name')).toBe(true);
      if (format !== 3) expect(p.page.chart?.firstGeneration).toBe(1);
    }
  });
});
