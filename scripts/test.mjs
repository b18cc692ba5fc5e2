#!/usr/bin/env node
// `npm test` (and CI through .ci/run): everything that proves the product works, in order,
// carrying on after a failure so every count is known:
//
//   1. type check   `tsc --noEmit` of every package (the       1 check per package
//                   front end's as one program)
//   2. lint         ESLint over the workspace (started beside   1 check per package (+ root files),
//                   the type check), Prettier's check           + 1 for formatting
//   3. unit tests   Jest, every front-end package              1 per test
//   4. api tests    node --test (tsx) on api/src/**/*.test.ts, 1 per test and database
//                   on PGlite, then on a throwaway PostgreSQL
//   5. build        the seven apps                             1 check per app
//   6. journeys     Playwright in Debian's Chromium against the built apps and the api on a
//                   fresh database                             1 per journey
//
// The last line printed is `N passed, N failed` (all of the above); the exit code is non-zero
// when anything failed. Options: --skip=typecheck,lint,unit,api,build,e2e (local use only).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { APPS, ROOT } from './lib/apps.mjs';
import { makeTempDir } from './lib/api.mjs';
import {
  CHROMIUM_PATH,
  ensureChromium,
  ensureInstall,
  ensurePnpm,
  pnpm,
  workspaceFolders,
} from './lib/bootstrap.mjs';
import { buildApps } from './lib/build-apps.mjs';
import { releaseAndPublishBuilds } from './lib/releases.mjs';
import { startTemporaryPostgres } from './lib/postgres.mjs';
import { formatMs, run, setFatalHandler, shutdown } from './lib/process.mjs';

const MINUTE = 60_000;
const started = Date.now();
const skip = new Set(
  process.argv
    .filter((arg) => arg.startsWith('--skip='))
    .flatMap((arg) => arg.slice('--skip='.length).split(','))
    .filter(Boolean),
);

/** @type {Array<{ stage: string, passed: number, failed: number, skipped: number, ms: number, notes: string[] }>} */
const stages = [];

function heading(title) {
  process.stdout.write(`\n${'═'.repeat(72)}\n  ${title}\n${'═'.repeat(72)}\n`);
}

/** Runs one stage; an exception inside it counts as one failure of that stage, never ends the run. */
async function stage(name, fn) {
  if (skip.has(name)) {
    stages.push({
      stage: name,
      passed: 0,
      failed: 0,
      skipped: 0,
      ms: 0,
      notes: ['skipped (--skip)'],
    });
    return;
  }
  heading(name);
  const record = { stage: name, passed: 0, failed: 0, skipped: 0, ms: 0, notes: [] };
  const begin = Date.now();
  try {
    await fn(record);
  } catch (error) {
    record.failed += 1;
    record.notes.push(`error: ${/** @type {Error} */ (error).message}`);
    process.stdout.write(`✗ ${name}: ${/** @type {Error} */ (error).stack ?? error}\n`);
  }
  record.ms = Date.now() - begin;
  stages.push(record);
}

/** Workspace packages with their package.json. */
function workspacePackages() {
  return workspaceFolders().map((dir) => ({
    dir,
    ...JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')),
  }));
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function printTail(label, tail, lines = 60) {
  if (!tail?.length) return;
  process.stdout.write(
    `${tail
      .slice(-lines)
      .map((line) => `  ${label} ${line}`)
      .join('\n')}\n`,
  );
}

// ───────────────────────────────── stages ─────────────────────────────────

/**
 * The front-end packages (shared, the shell, the remotes) have one compiler configuration, so
 * `tsconfig.frontend.json` checks them as one program: shared's files, which every remote
 * imports, are checked once instead of once in each package's program (32 s instead of ~2 min
 * of CPU). A package's own `typecheck` script still checks it alone; the other packages (api,
 * e2e) run theirs here. One at a time: ESLint runs beside them (`startEslint`).
 */
const FRONTEND_TSCONFIG = 'tsconfig.frontend.json';

/** The package folders `tsconfig.frontend.json` includes. */
function frontendProgramFolders() {
  const config = readJson(path.join(ROOT, FRONTEND_TSCONFIG));
  return [...new Set((config?.include ?? []).map((entry) => entry.split('/')[0]))];
}

async function typecheck(record) {
  const frontend = frontendProgramFolders();
  const packages = workspacePackages().filter((pkg) => pkg.scripts?.typecheck);
  const covered = packages.filter((pkg) => frontend.includes(pkg.dir));
  if (covered.length) await typecheckFrontend(record, covered);
  for (const pkg of packages.filter((item) => !frontend.includes(item.dir))) {
    const result = await pnpm(['--filter', pkg.name, 'run', 'typecheck'], {
      quiet: true,
      timeoutMs: 10 * MINUTE,
    });
    const ok = result.code === 0;
    process.stdout.write(`${ok ? '✓' : '✗'} ${pkg.dir.padEnd(16)} ${formatMs(result.ms)}\n`);
    if (ok) record.passed += 1;
    else {
      record.failed += 1;
      record.notes.push(`${pkg.dir} does not type-check`);
      printTail(
        `[${pkg.dir}]`,
        result.tail.filter((line) => !/^\s*$|ELIFECYCLE|ERR_PNPM|recursive run/.test(line)),
        80,
      );
    }
  }
}

/** The front-end program: one check per package, failed by an error in one of its files. */
async function typecheckFrontend(record, packages) {
  const result = await pnpm(['exec', 'tsc', '-p', FRONTEND_TSCONFIG, '--pretty', 'false'], {
    quiet: true,
    timeoutMs: 10 * MINUTE,
    tailLines: 5000,
  });
  // `shell/src/x.tsx(12,5): error TS2322: ...`, relative to the root; further lines of a message
  // are indented.
  const errors = result.tail.filter((line) => /^\S.*\(\d+,\d+\): error TS\d+/.test(line));
  const owner = (line) => line.split('/')[0];
  for (const pkg of packages) {
    const own = errors.filter((line) => owner(line) === pkg.dir);
    const ok = own.length === 0;
    process.stdout.write(
      `${ok ? '✓' : '✗'} ${pkg.dir.padEnd(16)} ${ok ? 'no errors' : `${own.length} error${own.length === 1 ? '' : 's'}`}\n`,
    );
    if (ok) record.passed += 1;
    else {
      record.failed += 1;
      record.notes.push(`${pkg.dir} does not type-check`);
      printTail(`[${pkg.dir}]`, own, 80);
    }
  }
  process.stdout.write(`  (one program for ${packages.length} packages: ${formatMs(result.ms)})\n`);
  // An error outside those packages' files (a dependency's types, the configuration itself),
  // or a compiler that stopped without saying why.
  const elsewhere = errors.filter((line) => !packages.some((pkg) => owner(line) === pkg.dir));
  if (elsewhere.length || (result.code !== 0 && errors.length === 0)) {
    record.failed += 1;
    record.notes.push(`${FRONTEND_TSCONFIG}: tsc exited ${result.code}`);
    printTail('[tsc]', elsewhere.length ? elsewhere : result.tail, 80);
  }
}

/**
 * ESLint over the workspace, started before the type check: it keeps one core busy for about
 * 70 s on its own (its `--concurrency` only doubled the work on two cores), while the type check,
 * Prettier's check and the tooling tests take the other.
 */
function startEslint(tempDir) {
  const output = path.join(tempDir, 'eslint.json');
  const result = pnpm(['exec', 'eslint', '.', '--format', 'json', '--output-file', output], {
    quiet: true,
    timeoutMs: 15 * MINUTE,
  }).catch((error) => ({
    code: 127,
    ms: 0,
    tail: [String(error?.message ?? error)],
    timedOut: false,
  }));
  return { output, result };
}

async function lint(record, tempDir, eslint) {
  await formatting(record);
  await toolingTests(record, tempDir);
  const { output } = eslint;
  const result = await eslint.result;
  const report = readJson(output);
  if (!Array.isArray(report)) {
    printTail('[eslint]', result.tail);
    throw new Error(`ESLint did not run (exit ${result.code})`);
  }
  const folders = workspaceFolders();
  /** @type {Map<string, { errors: number, warnings: number, files: number }>} */
  const groups = new Map(
    [...folders, '(root)'].map((group) => [group, { errors: 0, warnings: 0, files: 0 }]),
  );
  const lines = [];
  for (const file of report) {
    const relative = path.relative(ROOT, file.filePath);
    const top = relative.split(path.sep)[0];
    const group = groups.get(folders.includes(top) ? top : '(root)');
    group.files += 1;
    group.errors += file.errorCount + (file.fatalErrorCount ?? 0);
    group.warnings += file.warningCount;
    for (const message of file.messages) {
      if (message.severity !== 2) continue;
      const text = String(message.message).split('\n')[0];
      lines.push(
        `  ${relative}:${message.line ?? 0}:${message.column ?? 0}  ${text}  ${message.ruleId ?? ''}`,
      );
    }
  }
  if (lines.length)
    process.stdout.write(
      `${lines.slice(0, 150).join('\n')}\n${lines.length > 150 ? `  … and ${lines.length - 150} more\n` : ''}`,
    );
  for (const [group, counts] of groups) {
    if (counts.files === 0) continue;
    const ok = counts.errors === 0;
    process.stdout.write(
      `${ok ? '✓' : '✗'} ${group.padEnd(16)} ${counts.files} files, ${counts.errors} errors, ${counts.warnings} warnings\n`,
    );
    if (ok) record.passed += 1;
    else {
      record.failed += 1;
      record.notes.push(`${group}: ${counts.errors} lint errors`);
    }
  }
  if (result.code !== 0 && result.code !== 1) {
    record.failed += 1;
    record.notes.push(`eslint exited ${result.code}`);
  }
}

/**
 * node:test files of the tooling itself (scripts/*.test.mjs, build-config/*.test.cjs): the lint
 * rules fire, the static server's headers, the remotes' page declarations.
 */
async function toolingTests(record, tempDir) {
  const files = ['scripts', 'build-config'].flatMap((folder) =>
    fs
      .readdirSync(path.join(ROOT, folder))
      .filter((name) => /\.test\.c?mjs$|\.test\.cjs$/.test(name))
      .map((name) => path.join(folder, name)),
  );
  if (!files.length) return;
  const output = path.join(tempDir, 'tooling-tests.json');
  const result = await run(
    process.execPath,
    [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      `--test-reporter=${path.join(ROOT, 'scripts', 'lib', 'node-test-counter.mjs')}`,
      `--test-reporter-destination=${output}`,
      ...files,
    ],
    { cwd: ROOT, timeoutMs: 5 * MINUTE },
  );
  const report = readJson(output);
  if (!report) throw new Error(`node --test wrote no results (exit ${result.code})`);
  record.passed += report.passed;
  record.failed += report.failed;
  for (const failure of report.failures ?? []) {
    record.notes.push(`${failure.name}: ${failure.message}`);
  }
}

/** Prettier's check over the workspace: one check; the files it would change are listed. */
async function formatting(record) {
  const result = await pnpm(['exec', 'prettier', '--check', '.', '--log-level', 'warn'], {
    quiet: true,
    timeoutMs: 5 * MINUTE,
  });
  if (result.code === 0) {
    process.stdout.write(`✓ ${'formatting'.padEnd(16)} every file as Prettier writes it\n`);
    record.passed += 1;
    return;
  }
  printTail('[prettier]', result.tail);
  record.failed += 1;
  record.notes.push('formatting: run `npm run format` (files listed above)');
}

async function unitTests(record, tempDir) {
  const output = path.join(tempDir, 'jest.json');
  const result = await pnpm(
    [
      'exec',
      'jest',
      '--config',
      'jest.config.cjs',
      '--ci',
      '--json',
      `--outputFile=${output}`,
      '--maxWorkers=2',
    ],
    { timeoutMs: 30 * MINUTE },
  );
  const report = readJson(output);
  if (!report) throw new Error(`Jest wrote no results (exit ${result.code})`);
  record.passed += report.numPassedTests ?? 0;
  record.failed += report.numFailedTests ?? 0;
  record.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  /** @type {Map<string, { passed: number, failed: number }>} */
  const perPackage = new Map();
  for (const suite of report.testResults ?? []) {
    const pkg = path.relative(ROOT, suite.name).split(path.sep)[0];
    const counts = perPackage.get(pkg) ?? { passed: 0, failed: 0 };
    const assertions = suite.assertionResults ?? [];
    counts.passed += assertions.filter((test) => test.status === 'passed').length;
    counts.failed += assertions.filter((test) => test.status === 'failed').length;
    // A file that fails before any test runs (syntax error, missing module) counts as one failure.
    if (suite.status === 'failed' && !assertions.some((test) => test.status === 'failed')) {
      record.failed += 1;
      counts.failed += 1;
      record.notes.push(
        `${path.relative(ROOT, suite.name)} did not run: ${String(suite.message).trim().split('\n')[0].slice(0, 160)}`,
      );
    }
    for (const test of assertions.filter((test) => test.status === 'failed')) {
      record.notes.push(`${path.relative(ROOT, suite.name)} › ${test.fullName}`);
    }
    perPackage.set(pkg, counts);
  }
  for (const [pkg, counts] of [...perPackage].sort()) {
    process.stdout.write(`  ${pkg.padEnd(16)} ${counts.passed} passed, ${counts.failed} failed\n`);
  }
  if (result.code !== 0 && record.failed === 0) {
    record.failed += 1;
    record.notes.push(`jest exited ${result.code}${result.timedOut ? ' (timed out)' : ''}`);
  }
}

/**
 * api test files: api/src/**\/*.test.ts (and api/test/ if the api adds one). `*.postgres.test.ts`
 * files test what only a PostgreSQL server has (query plans, several api processes on one
 * database): `apiTests` runs them in the PostgreSQL pass alone.
 */
function apiTestFiles() {
  const files = [];
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.test\.(ts|mts|js|mjs)$/.test(entry.name)) files.push(full);
    }
  };
  walk(path.join(ROOT, 'api', 'src'));
  walk(path.join(ROOT, 'api', 'test'));
  return files.sort();
}

/**
 * The api's test files per process. `--test-timeout` bounds a whole process (Node's runner sees
 * each one as a test): a dozen files take about a minute, far from the limit.
 */
const API_TEST_FILES_PER_PROCESS = 12;

/** `items` dealt into `count` groups in turn (sorted files: each group gets some of every folder). */
function splitIntoShards(items, count) {
  const shards = Array.from({ length: Math.min(count, items.length) }, () => []);
  items.forEach((item, index) => shards[index % shards.length].push(item));
  return shards;
}

/** A file that runs only on PostgreSQL (see `apiTestFiles`). */
const isPostgresOnly = (file) => /\.postgres\.test\.(ts|mts|js|mjs)$/.test(file);

/** Entry files that import `files`, a dozen per process, named `api-tests-<label>-<n>.test.mjs`. */
function writeShards(tempDir, label, files) {
  // A process per file spent more time starting (loading the app, compiling PGlite) than
  // testing: each process imports a dozen files in turn, two processes at a time (one per core).
  const shardCount = Math.ceil(files.length / API_TEST_FILES_PER_PROCESS);
  return splitIntoShards(files, shardCount).map((shard, index) => {
    const entry = path.join(tempDir, `api-tests-${label}-${index + 1}.test.mjs`);
    fs.writeFileSync(
      entry,
      shard.map((file) => `import ${JSON.stringify(pathToFileURL(file).href)};\n`).join(''),
    );
    return entry;
  });
}

async function apiTests(record, tempDir) {
  const files = apiTestFiles();
  if (files.length === 0) {
    record.notes.push('no api test files yet');
    process.stdout.write('no api/src/**/*.test.ts yet\n');
    return;
  }
  const shards = writeShards(
    tempDir,
    'both',
    files.filter((file) => !isPostgresOnly(file)),
  );
  // The PostgreSQL-only files seed databases of their own (the query plans' at bench scale): in
  // processes of their own, so they do not add their minute to a dozen other files' time limit.
  const postgresOnlyShards = writeShards(tempDir, 'postgres-only', files.filter(isPostgresOnly));

  // Twice: on PGlite, the embedded default, then on a real PostgreSQL server, the production path.
  // The seeded database every PGlite test file copies (api/src/testing/seeded-database.ts) is made
  // first, once: otherwise the first two processes both make it, each at half speed.
  process.stdout.write('▸ api tests on PGlite\n');
  const pgliteEnv = { API_TEST_DB_COPY_DIR: tempDir };
  await run(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '--eval',
      "const { openSeededTestDatabase } = await import('./src/testing/seeded-database.ts');\n" +
        'await (await openSeededTestDatabase()).close();',
    ],
    { cwd: path.join(ROOT, 'api'), env: pgliteEnv, timeoutMs: 5 * MINUTE },
  );
  await runApiTestShards(record, tempDir, shards, 'pglite', pgliteEnv);

  let postgres = null;
  try {
    process.stdout.write('▸ starting a throwaway PostgreSQL server\n');
    postgres = await startTemporaryPostgres();
  } catch (error) {
    record.failed += 1;
    record.notes.push(`postgres: ${/** @type {Error} */ (error).message}`);
    return;
  }
  try {
    process.stdout.write('▸ api tests on PostgreSQL\n');
    // Each test file gets a database copied from a seeded template on that server.
    await runApiTestShards(record, tempDir, [...shards, ...postgresOnlyShards], 'postgres', {
      API_TEST_DATABASE_URL: postgres.url,
    });
  } finally {
    await postgres.stop();
  }
}

/** One pass of the api's test processes over `shards`, its counts and failures added to `record`. */
async function runApiTestShards(record, tempDir, shards, label, env) {
  const output = path.join(tempDir, `api-tests-${label}.json`);
  const result = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      '--test-concurrency=2',
      `--test-timeout=${5 * MINUTE}`,
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      `--test-reporter=${path.join(ROOT, 'scripts', 'lib', 'node-test-counter.mjs')}`,
      `--test-reporter-destination=${output}`,
      ...shards,
    ],
    {
      cwd: path.join(ROOT, 'api'),
      // Tests that open the default database must not touch the developer's api/.data.
      env: {
        DATA_DIR: path.join(tempDir, `api-test-db-${label}`),
        UPLOADS_DIR: path.join(tempDir, `api-test-uploads-${label}`),
        SEED_SCALE: process.env.API_TEST_SEED_SCALE ?? 'test',
        ...env,
      },
      timeoutMs: 20 * MINUTE,
    },
  );
  const report = readJson(output);
  if (!report) {
    record.failed += 1;
    record.notes.push(`${label}: node --test wrote no results (exit ${result.code})`);
    return;
  }
  record.passed += report.passed;
  record.failed += report.failed;
  record.skipped += report.skipped;
  // The file is the process's list of files: the test's name says which it is.
  for (const failure of report.failures ?? []) {
    record.notes.push(`${label} › ${failure.name}: ${failure.message}`);
  }
  if (result.code !== 0 && report.failed === 0) {
    record.failed += 1;
    record.notes.push(
      `${label}: node --test exited ${result.code}${result.timedOut ? ' (timed out)' : ''}`,
    );
  }
}

async function build(record) {
  const results = await buildApps(APPS);
  for (const { app, ok } of results) {
    if (ok) record.passed += 1;
    else {
      record.failed += 1;
      record.notes.push(`${app.dir} does not build`);
    }
  }
}

/** The first line of an error message, without the terminal's colours. */
function firstLine(message) {
  return (
    String(message ?? '')
      // eslint-disable-next-line no-control-regex -- the escape starts the colour codes removed
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)[0]
      ?.slice(0, 240)
  );
}

/**
 * Walks Playwright's JSON report: the failed tests (title and the first line of their error, CI
 * shows only the end of the output), and how many tests it lists.
 */
function walkPlaywrightSuites(suites, titles = [], out = { total: 0, failed: [] }) {
  for (const suite of suites ?? []) {
    const nextTitles = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        out.total += 1;
        if (test.status !== 'unexpected') continue;
        const results = test.results ?? [];
        const error = results[results.length - 1]?.error?.message;
        const title = [...nextTitles, spec.title].join(' › ');
        out.failed.push(error ? `${title}\n      ${firstLine(error)}` : title);
      }
    }
    walkPlaywrightSuites(suite.suites, nextTitles, out);
  }
  return out;
}

async function journeys(record, tempDir) {
  // Each build becomes a release and goes live: the journeys run against the registry.
  releaseAndPublishBuilds(APPS, {
    log: (line) => process.stdout.write(`▸ release ${line}\n`),
  });
  const output = path.join(tempDir, 'playwright.json');
  const env = {
    PLAYWRIGHT_JSON_OUTPUT_FILE: output,
    PLAYWRIGHT_HTML_OPEN: 'never',
    CHROMIUM_PATH,
    SERVE_CONTROL_URL: 'http://127.0.0.1:3099',
  };

  let blocker = '';
  try {
    await ensureChromium();
  } catch (error) {
    blocker = `Chromium: ${/** @type {Error} */ (error).message}`;
  }
  let servers = null;
  if (!blocker) {
    try {
      process.stdout.write('▸ starting the api on a fresh database and the static servers\n');
      // Imported here, after the install: the static server needs the workspace's packages.
      const { startJourneyServers } = await import('./lib/journey-servers.mjs');
      servers = await startJourneyServers({ quiet: true });
      process.stdout.write(`▸ api ready (data in ${servers.dataDir})\n`);
    } catch (error) {
      blocker = `servers: ${/** @type {Error} */ (error).message}`;
    }
  }

  if (blocker) {
    // Journeys cannot run: count them (from Playwright's list) as failed, plus the cause.
    record.failed += 1;
    record.notes.push(blocker);
    process.stdout.write(`✗ ${blocker}\n`);
    const listed = await pnpm(
      ['--filter', '@platform/e2e', 'exec', 'playwright', 'test', '--list', '--reporter=json'],
      {
        env,
        quiet: true,
        timeoutMs: 5 * MINUTE,
      },
    );
    const report = readJson(output);
    const total = report ? walkPlaywrightSuites(report.suites).total : 0;
    record.failed += total;
    if (total) record.notes.push(`${total} journeys not run`);
    if (!report) record.notes.push(`playwright --list failed (exit ${listed.code})`);
    return;
  }

  try {
    // One journey at a time (playwright.config.ts): a second Chromium beside the first and the
    // api on two cores made every journey slower than the pair saved.
    const result = await pnpm(
      [
        '--filter',
        '@platform/e2e',
        'exec',
        'playwright',
        'test',
        '--reporter=list,json,html',
        '--forbid-only',
        `--global-timeout=${45 * MINUTE}`,
      ],
      { env, timeoutMs: 50 * MINUTE },
    );
    const report = readJson(output);
    if (!report) throw new Error(`Playwright wrote no results (exit ${result.code})`);
    const stats = report.stats ?? {};
    record.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    record.failed += stats.unexpected ?? 0;
    record.skipped += stats.skipped ?? 0;
    // Errors outside any test (a spec that does not compile, a failing global setup).
    for (const error of report.errors ?? []) {
      record.failed += 1;
      record.notes.push(`playwright: ${firstLine(error.message ?? error)}`);
    }
    for (const title of walkPlaywrightSuites(report.suites).failed) record.notes.push(title);
    if (result.code !== 0 && record.failed === 0) {
      record.failed += 1;
      record.notes.push(`playwright exited ${result.code}${result.timedOut ? ' (timed out)' : ''}`);
    }
    if (record.failed > 0) {
      // The api ran quietly: show what it complained about, it often explains a failed journey.
      const complaints = servers.api.tail.filter((line) =>
        /"level":(40|50|60)|Error|error/.test(line),
      );
      if (complaints.length) {
        process.stdout.write('\napi warnings and errors during the journeys (last 30):\n');
        printTail('[api]', complaints, 30);
      }
    }
  } finally {
    process.stdout.write('▸ stopping the api and the static servers\n');
    await servers.stop();
  }
}

// ───────────────────────────────── main ─────────────────────────────────

function printSummary() {
  const passed = stages.reduce((sum, item) => sum + item.passed, 0);
  const failed = stages.reduce((sum, item) => sum + item.failed, 0);
  heading(`summary (${formatMs(Date.now() - started)})`);
  process.stdout.write(
    `  ${'stage'.padEnd(12)} ${'passed'.padStart(7)} ${'failed'.padStart(7)} ${'skipped'.padStart(8)}   time\n`,
  );
  for (const item of stages) {
    process.stdout.write(
      `  ${item.stage.padEnd(12)} ${String(item.passed).padStart(7)} ${String(item.failed).padStart(7)} ${String(item.skipped).padStart(8)}   ${formatMs(item.ms)}\n`,
    );
  }
  const notes = stages.flatMap((item) => item.notes.map((note) => `  ${item.stage}: ${note}`));
  if (notes.length) {
    process.stdout.write(
      `\n${notes.slice(0, 80).join('\n')}\n${notes.length > 80 ? `  … ${notes.length - 80} more\n` : ''}`,
    );
  }
  process.stdout.write(
    '\n  counted: 1 per package type-checked and linted, 1 per app built, 1 per unit test, api test and journey\n\n',
  );
  // The closing line CI reads: nothing may be printed after it.
  process.stdout.write(`${passed} passed, ${failed} failed\n`);
  return failed;
}

async function main() {
  // Whatever happens, the run ends with the counts so far and one more failure.
  setFatalHandler((error) => {
    stages.push({
      stage: 'crash',
      passed: 0,
      failed: 1,
      skipped: 0,
      ms: 0,
      notes: [String(/** @type {Error} */ (error)?.message ?? error)],
    });
    shutdown().finally(() => process.exit(printSummary() > 0 ? 1 : 0));
  });
  let bootstrapped = true;
  await stage('install', async (record) => {
    try {
      await ensurePnpm();
      await ensureInstall();
    } catch (error) {
      bootstrapped = false;
      throw error;
    }
    record.notes.push('pnpm and dependencies ready');
  });
  // The install is a precondition, not a test: it only counts when it fails.
  const install = stages.find((item) => item.stage === 'install');
  if (install) install.notes = install.failed ? install.notes : [];

  if (bootstrapped) {
    const tempDir = makeTempDir('platform-test-');
    // The journeys release and roll back apps: they do it in a registry of this run's own.
    process.env.PLATFORM_RELEASES_DIR ??= path.join(tempDir, 'releases');
    const eslint = skip.has('lint') ? null : startEslint(tempDir);
    await stage('typecheck', (record) => typecheck(record));
    await stage('lint', (record) => lint(record, tempDir, eslint));
    await stage('unit', (record) => unitTests(record, tempDir));
    await stage('api', (record) => apiTests(record, tempDir));
    await stage('build', (record) => build(record));
    await stage('e2e', (record) => journeys(record, tempDir));
  }

  await shutdown();
  const failed = printSummary();
  process.exit(failed > 0 ? 1 : 0);
}

main().catch(async (error) => {
  process.stderr.write(`${error?.stack ?? error}\n`);
  await shutdown();
  process.stdout.write('0 passed, 1 failed\n');
  process.exit(1);
});
