/**
 * Creates and migrates an embedded database in a folder (`tsx benchmarks/gedcom-db.ts <dir>`): run by gedcom.bench.ts
 * in a child process, as a server's first start does once, so PGlite's initdb (≈ 900 MB at its peak) is not counted in
 * the import's peak memory — a server imports into a database that exists.
 */
import { openDb } from '../server/db/client';

const db = await openDb({ dataDir: process.argv[2] });
await db.close();
