// Child processes: run a command with its output streamed, start long-lived services, and make
// sure every process tree we started dies with us (normal exit, failure, Ctrl-C, SIGTERM).
import { spawn } from 'node:child_process';

/** Every live child we started, by pid. Each child leads its own process group (detached). */
const children = new Map();
/** @type {Array<() => (void | Promise<void>)>} */
const cleanups = [];
let handlersInstalled = false;
/** @type {((error: unknown) => void) | null} */
let fatalHandler = null;
let shuttingDown = false;
let stopping = false;

/** True once shutdown has begun: a child dying now is expected, not an error. */
export function isStopping() {
  return stopping;
}

/** Kills a whole process group synchronously (safe inside an 'exit' handler). */
function killGroupSync(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      /* already gone */
    }
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops a child and everything it spawned: SIGTERM to its process group, SIGKILL after `graceMs`.
 * @param {import('node:child_process').ChildProcess} child
 */
export async function killTree(child, graceMs = 5000) {
  const pid = child?.pid;
  if (!pid) return;
  if (groupAlive(pid)) {
    killGroupSync(pid, 'SIGTERM');
    const deadline = Date.now() + graceMs;
    while (Date.now() < deadline && groupAlive(pid)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (groupAlive(pid)) killGroupSync(pid, 'SIGKILL');
  }
  children.delete(pid);
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return isAlive(pid);
  }
}

/** Replaces the default reaction to an uncaught error (stop children, exit 1). */
export function setFatalHandler(fn) {
  installHandlers();
  fatalHandler = fn;
}

/** Registers work to do before the process ends (closing servers, removing temp folders). */
export function onCleanup(fn) {
  installHandlers();
  cleanups.push(fn);
}

/** Stops every child and runs the cleanups; idempotent. */
export async function shutdown() {
  if (shuttingDown) return;
  shuttingDown = true;
  stopping = true;
  await Promise.allSettled([...children.values()].map((child) => killTree(child)));
  for (const fn of cleanups.splice(0).reverse()) {
    try {
      await fn();
    } catch {
      /* best effort */
    }
  }
  shuttingDown = false;
}

function installHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  // Last resort: the event loop is gone, only synchronous kills work here.
  process.on('exit', () => {
    for (const pid of children.keys()) killGroupSync(pid, 'SIGKILL');
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      process.stderr.write(`\nReceived ${signal}, stopping…\n`);
      const code = signal === 'SIGINT' ? 130 : 143;
      shutdown().finally(() => process.exit(code));
      // A second signal while shutting down ends at once.
      process.once(signal, () => process.exit(code));
    });
  }
  const fatal = (error) => {
    process.stderr.write(`${/** @type {any} */ (error)?.stack ?? error}\n`);
    if (fatalHandler) fatalHandler(error);
    else shutdown().finally(() => process.exit(1));
  };
  process.on('uncaughtException', fatal);
  process.on('unhandledRejection', fatal);
}

/** Pipes a stream to `out`, prefixing each line. */
function pipeLines(stream, out, prefix, tail, tailLines = 200) {
  let buffered = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) emit(line);
  });
  stream.on('end', () => {
    if (buffered) emit(buffered);
    buffered = '';
  });
  function emit(line) {
    if (tail) {
      tail.push(line);
      if (tail.length > tailLines) tail.shift();
    }
    if (out) out.write(prefix ? `${prefix} ${line}\n` : `${line}\n`);
  }
}

/**
 * @typedef {object} SpawnOptions
 * @property {string} [cwd]
 * @property {NodeJS.ProcessEnv} [env]   added to process.env
 * @property {string} [prefix]           prefixes every output line (parallel jobs)
 * @property {boolean} [quiet]           keep the output only in `tail`
 * @property {boolean} [inherit]         hand the terminal to the child (colours, progress bars)
 * @property {number} [timeoutMs]         `run` only: kill the process tree after this long
 * @property {number} [tailLines]         how many last output lines to keep (default 200)
 */

/**
 * Starts a process in its own process group and tracks it so it is killed when we exit.
 * @param {string} command
 * @param {string[]} args
 * @param {SpawnOptions} [options]
 */
export function startProcess(command, args, options = {}) {
  installHandlers();
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: options.inherit ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  /** @type {string[]} */
  const tail = [];
  if (child.pid) children.set(child.pid, child);
  if (!options.inherit) {
    const out = options.quiet ? null : process.stdout;
    const err = options.quiet ? null : process.stderr;
    if (child.stdout) pipeLines(child.stdout, out, options.prefix, tail, options.tailLines);
    if (child.stderr) pipeLines(child.stderr, err, options.prefix, tail, options.tailLines);
  }
  const exited = new Promise((resolve) => {
    child.on('error', (error) => {
      tail.push(String(error.message));
      resolve({ code: 127, signal: null });
    });
    // The pid stays tracked after the leader exits: its group may still hold grandchildren.
    child.on('close', (code, signal) => {
      resolve({ code: code ?? (signal ? 1 : 0), signal });
    });
  });
  return {
    child,
    tail,
    /** @type {Promise<{ code: number, signal: NodeJS.Signals | null }>} */
    exited,
    stop: (graceMs) => killTree(child, graceMs),
  };
}

/**
 * Runs a command to completion with its output streamed.
 * @param {string} command
 * @param {string[]} args
 * @param {SpawnOptions} [options]
 * @returns {Promise<{ code: number, ms: number, tail: string[], timedOut: boolean }>}
 */
export async function run(command, args, options = {}) {
  const started = Date.now();
  const proc = startProcess(command, args, options);
  let timedOut = false;
  const timer = options.timeoutMs
    ? setTimeout(() => {
        timedOut = true;
        process.stderr.write(
          `\n✗ ${command} ${args.join(' ')}: no end after ${formatMs(options.timeoutMs ?? 0)}, stopping it\n`,
        );
        void proc.stop(3000);
      }, options.timeoutMs)
    : null;
  let { code } = await proc.exited;
  if (timer) clearTimeout(timer);
  if (timedOut && code === 0) code = 124;
  // Grandchildren that kept running (e.g. a stray server) go with their leader.
  if (proc.child.pid) {
    if (groupAlive(proc.child.pid)) killGroupSync(proc.child.pid, 'SIGKILL');
    children.delete(proc.child.pid);
  }
  return { code, ms: Date.now() - started, tail: proc.tail, timedOut };
}

/** Runs async jobs with at most `limit` at a time; resolves to their results in input order. */
export async function mapLimit(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index], index);
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

export function formatMs(ms) {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  const seconds = ms / 1000;
  if (seconds < 90) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}
