#!/usr/bin/env node
/**
 * `npm start`: build the client if it is missing or older than its sources, then run the server
 * (which migrates the database and seeds the demo data on first start). `npm start -- --help` lists settings.
 */
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { bundleModule, serverEnv, serverNodeFlags } from '../server/launch.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const help = args.includes('--help') || args.includes('-h');

function newest(dir) {
  let t = 0;
  if (!existsSync(dir)) return t;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

if (!help) {
  const built = join(root, 'dist/index.html');
  const sources = ['src', 'contract', 'model', 'render', 'layouts', 'public'].map((d) => newest(join(root, d)));
  const stale = !existsSync(built) || Math.max(...sources, statSync(join(root, 'index.html')).mtimeMs) > statSync(built).mtimeMs;
  if (stale) {
    console.log('构建客户端 (vite build)…');
    const r = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

// the server as one plain-JavaScript module, with glibc's malloc set to give freed memory back and a smaller young
// generation (server/launch.mjs: ~150 MB less at idle); through tsx where node_modules cannot be written
let server = ['--import', 'tsx', join(root, 'server/main.ts')];
try {
  server = [await bundleModule(join(root, 'server/main.ts'), 'server')];
} catch (e) {
  console.warn(`服务端未能打包（${e.message.split('\n')[0]}），以 tsx 运行`);
}
const child = spawn(process.execPath, [...serverNodeFlags(), ...server, ...args], { cwd: root, stdio: 'inherit', env: serverEnv() });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
