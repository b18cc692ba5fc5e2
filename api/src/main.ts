import { readConfig } from './config.ts';
import { openServer } from './server.ts';

/** Starts the api: env → database (migrations) → seed of the mode → listen. */
async function main(): Promise<void> {
  const config = readConfig();
  const { app, db } = await openServer(config, {
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

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `api (${config.mode} mode) listening on ${config.host}:${config.port} as ${config.publicUrl} ` +
      `(REST ${config.publicUrl}/api, OIDC issuer ${config.publicUrl}/oidc, ` +
      `database ${config.databaseUrl ? 'Postgres' : `PGlite at ${config.dataDir}`})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
