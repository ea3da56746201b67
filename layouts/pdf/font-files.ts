/**
 * Where the book's fonts are (the full Noto Serif SC from npm): apart from fonts.ts so the server can name them
 * without loading fontkit (issue #25).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pkgDir = (() => {
  const p = require.resolve('@expo-google-fonts/noto-serif-sc/package.json');
  return p.slice(0, -'package.json'.length);
})();

export const FONT_FILES = {
  serif: pkgDir + '400Regular/NotoSerifSC_400Regular.ttf',
  'serif-bold': pkgDir + '700Bold/NotoSerifSC_700Bold.ttf',
} as const;
export type FontKey = keyof typeof FONT_FILES;
