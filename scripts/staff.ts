/**
 * `npm run staff -- <command>`: site staff roles (contract/staff.ts) on the configured database — DATABASE_URL, or
 * the embedded database under DATA_DIR/db (default ./data/db), exactly the one `npm start` uses. The only way to give
 * a staff role: there is no API call for it.
 *
 *   npm run staff -- grant <phone> <role>    give a role (a phone without an account gets one, as an SMS login would)
 *   npm run staff -- revoke <phone> <role>   take it back
 *   npm run staff -- list                    who holds which role
 *
 * Roles: admin (超级管理员), operator (运营), service (客服), moderator (审核), finance (财务).
 * The embedded database is one process's at a time: stop the server first (a PostgreSQL server needs no stop).
 * Exit code 0 on success, 1 on a mistake (printed without a stack), 2 on a usage error.
 */
import { join } from 'node:path';
import { userInfo } from 'node:os';
import { STAFF_ROLES, STAFF_ROLE_NAMES } from '../contract/staff';
import { loadConfig } from '../server/config';
import { openDb } from '../server/db/client';
import { ensureBaseData } from '../server/db/base-data';
import { systemClock } from '../server/adapters/clock';
import { cryptoIds } from '../server/adapters/ids';
import { grantByPhone, revokeByPhone, staffList, StaffCliError } from '../server/domains/staff/index';

const USAGE = `usage: npm run staff -- grant <phone> <role> | revoke <phone> <role> | list
roles: ${STAFF_ROLES.map((r) => `${r} (${STAFF_ROLE_NAMES[r]})`).join(', ')}`;

function who(): string {
  try {
    return `cli:${userInfo().username}`;
  } catch {
    return 'cli';
  }
}

async function main(argv: string[]): Promise<number> {
  const [cmd, phone, role] = argv;
  const needs = cmd === 'grant' || cmd === 'revoke' ? 3 : cmd === 'list' ? 1 : -1;
  if (needs < 0 || argv.length !== needs) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const handle = await openDb({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
  try {
    await ensureBaseData(handle.db);
    const where = config.databaseUrl ? 'DATABASE_URL' : join(config.dataDir, 'db');
    if (cmd === 'grant') {
      const r = await grantByPhone({ db: handle.db, adapters: { clock: systemClock, ids: cryptoIds } as never }, phone, role, who());
      console.log(`${r.added ? 'granted' : 'already held'}: ${r.role} (${STAFF_ROLE_NAMES[r.role]}) → user ${r.userId} ${phone}` +
        `${r.createdUser ? ' (new account)' : ''} [${where}]`);
    } else if (cmd === 'revoke') {
      const r = await revokeByPhone(handle.db, phone, role);
      console.log(`${r.removed ? 'revoked' : 'not held'}: ${r.role} (${STAFF_ROLE_NAMES[r.role]}) of user ${r.userId} ${phone} [${where}]`);
    } else {
      const list = await staffList(handle.db, { fullPhone: true });
      if (list.length === 0) console.log(`no staff [${where}]`);
      for (const m of list) {
        console.log(`${m.userId}\t${m.phone}\t${m.nickname}\t${m.roles.map((r) => `${r.role}(${STAFF_ROLE_NAMES[r.role]})`).join(' ')}`);
      }
    }
    return 0;
  } catch (e) {
    if (e instanceof StaffCliError) {
      console.error(e.message);
      return 1;
    }
    throw e;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
