// Simulates a team redeploying its remote: the remote is rebuilt from a copy of its sources with
// one text changed, and the files it serves are replaced by the new build. The shell is untouched.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

export interface Redeployment {
  /** Puts the original build back. */
  rollBack: () => void;
}

export function redeployWithChangedText(
  app: string,
  file: string,
  from: string,
  to: string,
): Redeployment {
  const appDir = path.join(repoRoot, app);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `${app}-v2-`));
  // Everything the remote is built from (its sources, routes.json, config), not its build or deps.
  for (const entry of fs.readdirSync(appDir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    fs.cpSync(path.join(appDir, entry), path.join(work, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(appDir, 'node_modules'), path.join(work, 'node_modules'), 'dir');

  const target = path.join(work, file);
  const original = fs.readFileSync(target, 'utf8');
  if (!original.includes(from)) throw new Error(`"${from}" not found in ${file}`);
  fs.writeFileSync(target, original.replace(from, to));

  const webpackCli = require.resolve('webpack-cli/bin/cli.js', { paths: [appDir] });
  execFileSync(process.execPath, [webpackCli, '--mode', 'production'], {
    cwd: work,
    stdio: 'pipe',
  });

  const served = path.join(appDir, 'dist');
  const backup = path.join(work, 'dist-original');
  fs.cpSync(served, backup, { recursive: true });
  fs.rmSync(served, { recursive: true, force: true });
  fs.cpSync(path.join(work, 'dist'), served, { recursive: true });

  return {
    rollBack: () => {
      fs.rmSync(served, { recursive: true, force: true });
      fs.cpSync(backup, served, { recursive: true });
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}
