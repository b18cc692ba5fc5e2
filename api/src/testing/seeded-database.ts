import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { openDatabase, type DriverDatabase } from '../db/index.ts';
import { seedDatabase } from '../db/seed.ts';

/**
 * Where the seeded copy is kept between test files: `npm test` points it at its own temporary
 * folder, so every file of one run starts from the same copy and the next run seeds anew.
 * Unset (a file run by hand), the copy lives only in this process.
 */
const SHARED_COPY_DIR = process.env.API_TEST_DB_COPY_DIR;

let seededCopy: Promise<Blob> | undefined;

/**
 * A fresh in-memory database holding the 'test' seed with the demo users. Migrating and seeding
 * takes ~10 s of PGlite's time, loading a copy of an already seeded data folder ~1 s, so the seed
 * runs once per `npm test` and each test file opens its own database from that copy: what a test
 * writes is never seen by another.
 */
export async function openSeededTestDatabase(): Promise<DriverDatabase> {
  seededCopy ??= loadOrMakeSeededCopy();
  return openDatabase({ dataDir: 'memory://', loadDataDir: await seededCopy });
}

async function loadOrMakeSeededCopy(): Promise<Blob> {
  const file = SHARED_COPY_DIR && path.join(SHARED_COPY_DIR, 'seeded-test-db.tar');
  if (file && existsSync(file)) return new Blob([await readFile(file)]);
  const db = await openDatabase({ dataDir: 'memory://' });
  try {
    await seedDatabase(db, { scale: 'test', demo: true });
    if (!db.dump) throw new Error('the test database must be PGlite to be copied');
    const copy = await db.dump();
    if (file) {
      // Written aside, then renamed: a file run at the same time never reads half a copy.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, Buffer.from(await copy.arrayBuffer()));
      await rename(partial, file);
    }
    return copy;
  } finally {
    await db.close();
  }
}
