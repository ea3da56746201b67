/** Start the server: read the environment, build the app, listen; close the database on SIGINT/SIGTERM. */
import { buildApp } from './app';
import { helpText, loadConfig } from './config';

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(helpText());
  process.exit(0);
}

const t0 = performance.now();
const config = loadConfig();
const app = await buildApp({ config });
await app.listen({ port: config.port, host: config.host });
app.log.info(`ready in ${Math.round(performance.now() - t0)} ms`);

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
