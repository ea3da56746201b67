import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

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

export default defineConfig({
  plugins: [react()],
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
          ],
        },
      },
    },
  },
});
