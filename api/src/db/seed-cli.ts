/**
 * `pnpm --filter @platform/api seed`: opens the database from the environment (DATA_DIR or
 * DATABASE_URL), applies the migrations and seeds it as the api would start: the reference data,
 * and with API_MODE=development the demo data at SEED_SCALE (demo | bench | test; default demo).
 */
import { readConfig } from '../config.ts';
import { openDatabase } from './index.ts';
import { seedDatabase } from './seed.ts';

async function main(): Promise<void> {
  const { mode, seedScale: scale } = readConfig();
  const demo = mode === 'development';
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || undefined;

  const started = performance.now();
  const db = await openDatabase({ databaseUrl, dataDir });
  const opened = performance.now();
  console.log(
    `database open (${databaseUrl ? 'Postgres' : `PGlite ${dataDir ?? 'api/.data/db'}`}), migrations applied in ${Math.round(opened - started)} ms`,
  );
  try {
    const before = await db.query<{ scale: string; seeded_at: Date }>(
      'select scale, seeded_at from seed_runs order by seeded_at limit 1',
    );
    await seedDatabase(db, { scale, demo, log: (message) => console.log(message) });
    const seeded = performance.now();
    const first = before.rows[0];
    if (!demo) {
      console.log('reference data seeded (no demo data: API_MODE=development adds it)');
    } else if (first) {
      console.log(
        `already seeded (scale ${first.scale} on ${first.seeded_at.toISOString()}); nothing to do`,
      );
      if (first.scale !== scale)
        console.log(`to seed at scale ${scale}, use an empty DATA_DIR (or database)`);
    } else {
      const { rows } = await db.query<{ n: number }>('select count(*) as n from orders');
      console.log(
        `seeded scale ${scale}: ${rows[0]?.n ?? 0} orders in ${Math.round(seeded - opened)} ms`,
      );
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
