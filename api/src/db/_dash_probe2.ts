import { openDatabase } from './index.ts';
import { computeIndicator, listIndicators } from '../metrics/indicators.ts';
const db = await openDatabase({ dataDir: process.argv[2] });
const { rows: [s] } = await db.query<{ id: string }>(`select s.id from stores s join users u on u.id=s.owner_user_id where u.email='demo@tienda.cl'`);
const sid = s!.id;
for (const range of [{ startDate: '2026-11-16', endDate: '2026-11-22' }, { startDate: '2026-10-23', endDate: '2026-11-22' }, { startDate: '2025-11-23', endDate: '2026-11-22' }]) {
  for (const { code } of listIndicators()) {
    let best = Infinity; let v = 0;
    for (let i = 0; i < 5; i++) { const t = performance.now(); v = await computeIndicator(db, code, sid, range); best = Math.min(best, performance.now() - t); }
    console.log(range.startDate, code.padEnd(22), best.toFixed(2), 'ms', v);
  }
}
const explain = process.argv[3];
if (explain) {
  const { rows } = await db.query(`explain analyze ` + explain.replaceAll('$1', `'${sid}'`));
  console.log(rows.map((r: any) => r['QUERY PLAN']).join('\n'));
}
await db.close();
