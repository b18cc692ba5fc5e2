import { openDatabase } from './index.ts';
const db = await openDatabase({ dataDir: '/tmp/benchdir' });
const t = performance.now();
await db.query('vacuum analyze');
console.log('vacuum analyze', Math.round(performance.now() - t));
await db.close();
