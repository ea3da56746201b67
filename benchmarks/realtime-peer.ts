/**
 * Instance B of `npm run bench -- realtime` (two processes): an app on DATABASE_URL listening on a free loopback
 * port; prints `PORT <n>`, serves until SIGTERM.
 */
import { buildApp } from '../server/app';

const app = await buildApp({ logger: false, clientDir: false, config: { dataDir: '/tmp/zupu-bench-peer' } });
await app.listen({ port: 0, host: '127.0.0.1' });
const addr = app.server.address();
process.stdout.write(`PORT ${typeof addr === 'object' && addr ? addr.port : 0}\n`);
process.on('SIGTERM', () => { void app.close().finally(() => process.exit(0)); });
