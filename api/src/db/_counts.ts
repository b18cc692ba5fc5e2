import { openDatabase } from './index.ts';
import { seedDatabase } from './seed.ts';
const db = await openDatabase({ dataDir: 'memory://' });
await seedDatabase(db, { scale: 'demo' });
console.log((await db.query(`select details from seed_runs`)).rows[0]);
await db.close();
