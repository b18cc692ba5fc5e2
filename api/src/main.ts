import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/index.ts';
import { seedDatabase } from './db/seed.ts';

/** Starts the api: env → database (migrations) → seed (skipped when seeded) → listen. */
async function main(): Promise<void> {
  const config = readConfig();
  const db = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  await seedDatabase(db, { scale: config.seedScale });

  const app = await buildApp({
    db,
    publicUrl: config.publicUrl,
    webOrigins: config.webOrigins,
    accessTokenTtl: config.accessTokenTtl,
    uploadsDir: config.uploadsDir,
    devRoutes: !config.production,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: process.env.HOST ?? '0.0.0.0' });
  app.log.info(
    `api listening on ${config.publicUrl} (REST ${config.publicUrl}/api, OIDC issuer ${config.publicUrl}/oidc, ` +
      `database ${config.databaseUrl ? 'Postgres' : `PGlite at ${config.dataDir}`})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
