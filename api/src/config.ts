import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The api package folder (…/api), so default data folders do not depend on the working directory. */
export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const DEFAULT_WEB_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005, 3006].map(
  (port) => `http://localhost:${port}`,
);

export type SeedScale = 'demo' | 'bench' | 'test';

export interface ServerConfig {
  port: number;
  publicUrl: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  seedScale: SeedScale;
  accessTokenTtl: number;
  webOrigins: string[];
  production: boolean;
}

function positiveInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  }
  return value;
}

/** Reads the api's environment variables (the table in api/README.md). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = positiveInteger('PORT', env.PORT, 4000);
  const publicUrl = (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, '');
  const dataDir = path.resolve(env.DATA_DIR?.trim() || path.join(API_ROOT, '.data', 'db'));
  const uploadsDir = path.resolve(
    env.UPLOADS_DIR?.trim() || path.join(API_ROOT, '.data', 'uploads'),
  );
  const scale = env.SEED_SCALE?.trim() || 'demo';
  if (scale !== 'demo' && scale !== 'bench' && scale !== 'test') {
    throw new Error(`SEED_SCALE must be demo, bench or test, got "${scale}"`);
  }
  const webOrigins = env.WEB_ORIGINS?.trim()
    ? env.WEB_ORIGINS.split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean)
    : DEFAULT_WEB_ORIGINS;
  return {
    port,
    publicUrl,
    dataDir,
    uploadsDir,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    seedScale: scale,
    accessTokenTtl: positiveInteger('ACCESS_TOKEN_TTL', env.ACCESS_TOKEN_TTL, 300),
    webOrigins,
    production: env.NODE_ENV === 'production',
  };
}
