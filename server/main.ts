/** Start the server: read the environment, build the app, listen; close the database on SIGINT/SIGTERM. */
import { buildApp } from './app';
import { helpText, loadConfig } from './config';
import { DEMO, seedDemo } from './seed/demo';

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(helpText());
  process.exit(0);
}

const t0 = performance.now();
const config = loadConfig();
const app = await buildApp({ config });
const seeded = config.seed !== 'none' && (await seedDemo(app.deps.db, { huge: config.seed === 'huge', dataDir: config.dataDir, backgroundDb: app.deps.backgroundDb }));
await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}/`;
console.log(
  [
    '',
    `  族谱 Zupu 已启动: ${url}  (${Math.round(performance.now() - t0)} ms)`,
    // the demo login only where the demo data was asked for (never a known password on a production banner)
    config.seed !== 'none' ? `  演示账号: 手机号 ${DEMO.phone}  密码 ${DEMO.password}（或短信登录：验证码见本日志及 ${url}#/pages/other/debug）` : '',
    seeded ? '  已写入演示数据。' : '',
    `  数据目录: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir}`,
    '',
  ].filter(Boolean).join('\n'),
);

let closing = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, async () => {
    if (closing) return;
    closing = true;
    app.log.info(`${sig}: closing`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    await app.close();
    clearTimeout(timer);
    process.exit(0);
  });
}
