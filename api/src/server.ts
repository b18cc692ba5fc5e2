import type { FastifyInstance, FastifyServerOptions } from 'fastify';

import { buildApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import { openDatabase, type Database } from './db/index.ts';
import { seedDatabase } from './db/seed.ts';

/**
 * The api as `npm start` and a production start run it, not yet listening: the database (its
 * migrations), the seed of the mode (reference data always, demo data only in development) and
 * the app with the routes of the mode.
 */
export async function openServer(
  config: ServerConfig,
  options: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<{ app: FastifyInstance; db: Database }> {
  const development = config.mode === 'development';
  const db = await openDatabase(
    config.databaseUrl
      ? {
          databaseUrl: config.databaseUrl,
          poolSize: config.databasePoolSize,
          statementTimeoutMs: config.statementTimeoutMs,
        }
      : { dataDir: config.dataDir },
  );
  try {
    await seedDatabase(db, { scale: config.seedScale, demo: development });
    const app = await buildApp({
      db,
      publicUrl: config.publicUrl,
      webOrigins: config.webOrigins,
      accessTokenTtl: config.accessTokenTtl,
      pageCookieDomain: config.pageCookieDomain,
      uploadsDir: config.uploadsDir,
      devRoutes: development,
      checkResponses: config.checkResponses,
      trustedProxies: config.trustedProxies,
      loginThrottle: config.loginThrottle,
      resendCooldownSeconds: config.resendCooldownSeconds,
      ...(options.logger === undefined ? {} : { logger: options.logger }),
    });
    return { app, db };
  } catch (error) {
    await db.close();
    throw error;
  }
}
