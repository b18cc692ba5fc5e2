import { buildApp } from './app.ts';
import { openDatabase } from './db/index.ts';
import { getAccessToken, bearer } from './testing/tokens.ts';
const db = await openDatabase({ dataDir: '/work/main/api/.data/bench-bench' });
let dbMs = 0; let dbCalls = 0;
const original = db.query.bind(db);
(db as any).query = async (sql: string, params?: unknown[]) => { const t = performance.now(); try { return await original(sql, params); } finally { dbMs += performance.now() - t; dbCalls++; } };
const app = await buildApp({ db, publicUrl: 'http://localhost:4000', webOrigins: ['http://localhost:3000'], accessTokenTtl: 3600, devRoutes: false });
await app.ready();
const headers = bearer(await getAccessToken(app, 'demo@tienda.cl'));
const urls = process.argv.slice(2);
for (const url of urls) {
  for (let i = 0; i < 20; i++) await app.inject({ url, headers });
  dbMs = 0; dbCalls = 0;
  const n = 200; const t = performance.now();
  for (let i = 0; i < n; i++) await app.inject({ url, headers });
  const total = (performance.now() - t) / n;
  console.log(url.padEnd(90), 'total', total.toFixed(2), 'ms  db', (dbMs / n).toFixed(2), 'ms in', (dbCalls / n).toFixed(1), 'queries');
}
await app.close(); await db.close();
