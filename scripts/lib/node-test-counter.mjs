// A reporter for `node --test` that writes the run's counts as JSON (its destination is a file),
// used by scripts/test.mjs next to the human-readable `spec` reporter.
// Node's own totals (the closing "pass N / fail N" diagnostics) are preferred; the per-test
// events are the fallback and give the names of the failures.
export default async function* countingReporter(source) {
  const totals = {};
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures = [];
  for await (const event of source) {
    const data = event.data ?? {};
    if (event.type === 'test:diagnostic' && (data.nesting ?? 0) === 0) {
      const match = String(data.message).match(
        /^(tests|suites|pass|fail|cancelled|skipped|todo)\s+(\d+)$/,
      );
      if (match) totals[match[1]] = Number(match[2]);
    }
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    if (data.details?.type === 'suite') continue;
    if (data.skip !== undefined || data.todo !== undefined) {
      skipped += 1;
    } else if (event.type === 'test:pass') {
      passed += 1;
    } else {
      failed += 1;
      const error = data.details?.error;
      failures.push({
        name: data.name,
        file: data.file ?? null,
        message: String(error?.cause?.message ?? error?.message ?? error ?? '')
          .split('\n')[0]
          .slice(0, 300),
      });
    }
  }
  const fromTotals = typeof totals.pass === 'number' && typeof totals.fail === 'number';
  yield `${JSON.stringify({
    passed: fromTotals ? totals.pass : passed,
    failed: fromTotals ? totals.fail + (totals.cancelled ?? 0) : failed,
    skipped: fromTotals ? (totals.skipped ?? 0) + (totals.todo ?? 0) : skipped,
    source: fromTotals ? 'node totals' : 'events',
    failures,
  })}\n`;
}
