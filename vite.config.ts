import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/precompress';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
/** Where the dev server and `vite preview` send /app and /files (the Fastify app; ZUPU_API to change). */
const api = process.env.ZUPU_API ?? 'http://localhost:8080';

/**
 * Heavy engines get their own chunks so they load only on the routes that use them (the tree, 3D scenes, the PDF
 * viewer). The shell never imports them; a screen that does is loaded lazily by its route.
 */
const heavyChunks: [name: string, test: RegExp][] = [
  ['pixi', /node_modules[\\/](pixi\.js|@pixi)[\\/]/],
  ['three', /node_modules[\\/](three|@react-three|three-stdlib|troika-[^\\/]+|camera-controls|maath|meshline|stats-gl)[\\/]/],
  ['pdfjs', /node_modules[\\/]pdfjs-dist[\\/]/],
];

/** antd-mobile components of the shell (src/app/shell, src/components/ui used there) and of the home screen. */
const SHELL_ANTD = [
  'auto-center', 'button', 'config-provider', 'dot-loading', 'error-block', 'grid', 'image', 'infinite-scroll', 'input',
  'list', 'nav-bar', 'notice-bar', 'progress-bar', 'result', 'safe-area', 'search-bar', 'skeleton', 'tab-bar', 'badge',
];
const antdShell = new RegExp(`node_modules[\\\\/]antd-mobile[\\\\/]es[\\\\/](utils|global|locales|components[\\\\/](${SHELL_ANTD.join('|')}))[\\\\/]`);
const runtimeLibs = /node_modules[\\/](@tanstack|classnames|@babel[\\/]runtime)[\\/]/;
/**
 * The animated pieces (Toast, Dialog, Popup, PullToRefresh, SpinLoading and react-spring, @use-gesture under them): one
 * chunk the shell loads on the first toast, dialog or touch (src/components/ui/overlay-loader.ts), not on first load.
 */
const OVERLAY_ANTD = ['center-popup', 'dialog', 'mask', 'popup', 'pull-to-refresh', 'spin-loading', 'toast'];
const isOverlay = (id: string) =>
  new RegExp(`node_modules[\\\\/]antd-mobile[\\\\/]es[\\\\/]components[\\\\/](${OVERLAY_ANTD.join('|')})[\\\\/]`).test(id) ||
  /node_modules[\\/](@react-spring|@use-gesture)[\\/]/.test(id) ||
  /node_modules[\\/]antd-mobile[\\/]es[\\/]utils[\\/](reduce-and-restore-motion|use-drag-and-pinch|use-tab-list-scroll)/.test(id);
const isVendor = (id: string) => (antdShell.test(id) || runtimeLibs.test(id)) && !isOverlay(id);
/** App modules the entry loads and lazy screens share (see `npm run bench -- bundle -- --list` for what loads). */
const sharedApp = new RegExp('[\\\\/](' + [
  'src/lib/(cache|api-client|query|mutation|zod-inert)', 'src/app/(store|guard)', 'src/components/ui/overlay-loader',
  'src/features/accounts/(session|accounts\\.queries|components/GuessCaptcha)', 'src/features/clans/home-model',
  'contract/(common/[\\w-]+|accounts|payments|projects|clans)',
].join('|').replaceAll('/', '[\\\\/]') + ')\\.tsx?$');
const isShared = (id: string) => sharedApp.test(id) || /node_modules[\\/](zod|jotai)[\\/]/.test(id);

/**
 * The contract modules get src/lib/zod-inert.ts for `zod` in the client: the client uses a contract's endpoints and
 * types, never its validators (the server validates), so the real zod stays out of the bundle.
 */
const inertZod = (): Plugin => ({
  name: 'zupu-inert-zod',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'zod' && importer && /[\\/]contract[\\/]/.test(importer)) return r('./src/lib/zod-inert.ts');
    return null;
  },
});

export default defineConfig({
  plugins: [react(), precompress(), inertZod()],
  resolve: {
    alias: {
      '@contract': r('./contract'),
      '@model': r('./model'),
      '@render': r('./render'),
      '@layouts': r('./layouts'),
      '@src': r('./src'),
    },
  },
  server: {
    proxy: {
      '/app': { target: api, ws: true, changeOrigin: true },
      '/files': { target: api, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/app': { target: api, ws: true, changeOrigin: true },
      '/files': { target: api, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Vite's tiny preload helper, used by every lazy import: its own chunk, or a heavy group that depends on it
            // (pixi's own dynamic imports) captures it and the entry then imports the whole engine.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 30 },
            ...heavyChunks.map(([name, test]) => ({ name, test, priority: 20 })),
            // React and the router change rarely: their own long-cached chunk. antd-mobile is left to the default
            // splitting so components used only by lazy screens load with them. Above the heavy groups: a group takes
            // its modules' dependencies too, so @react-three/fiber's (react, use-sync-external-store) would otherwise
            // land in the three chunk and the entry would import three.js.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|use-sync-external-store)[\\/]/, priority: 25 },
            // antd-mobile (the components the shell and the home screen show) and react-query: one vendor chunk instead of a
            // few dozen tiny ones, each a request on a slow link. Components only other screens use (forms, pickers,
            // popovers) stay with those screens' lazy chunks.
            { name: 'vendor', test: isVendor, priority: 15 },
            // Below vendor, so the helpers both use (config-provider, ahooks, the antd utils) stay in vendor.
            { name: 'overlays', test: isOverlay, priority: 14 },
            // The app modules the entry shares with lazy screens (the api client, the store, the contracts the shell and
            // the home screen call, zod): one chunk; left alone each became a chunk of its own, a request each.
            { name: 'app', test: isShared, priority: 5 },
          ],
        },
      },
    },
  },
});
