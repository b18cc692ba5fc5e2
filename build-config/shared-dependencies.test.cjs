// The share scope's ranges against what is installed, checked with the federation runtime's own
// `satisfy` (the check it makes in the browser when a remote asks for a singleton).
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { describe, it } = require('node:test');
const { satisfy } = require('@module-federation/runtime-core');

const {
  sharedDependencies,
  contractRange,
  installedVersion,
  SHARED_VERSION,
} = require('./shared-dependencies.cjs');

const ROOT = path.join(__dirname, '..');

/** `react/` -> react, `@platform/shared/core` -> @platform/shared. */
const packageOf = (shareKey) =>
  shareKey
    .split('/')
    .slice(0, shareKey.startsWith('@') ? 2 : 1)
    .join('/');

/** shared/, the shell and every remote, with the dependencies each declares. */
const packages = fs
  .readdirSync(ROOT)
  .filter((dir) => dir === 'shared' || dir === 'shell' || dir.startsWith('mfe-'))
  .map((dir) => {
    const json = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
    const declared = { ...json.peerDependencies, ...json.devDependencies, ...json.dependencies };
    return { dir: path.join(ROOT, dir), name: dir, declared };
  });

const libraries = Object.entries(sharedDependencies).filter(
  ([key]) => packageOf(key) !== '@platform/shared',
);
const contract = Object.entries(sharedDependencies).filter(
  ([key]) => packageOf(key) === '@platform/shared',
);

describe('shared libraries', () => {
  it('require a range that the copy each app installs satisfies', () => {
    for (const [key, config] of libraries) {
      const pkg = packageOf(key);
      const installers = packages.filter(({ declared }) => pkg in declared);
      assert.ok(installers.length > 0, `${key}: no app declares ${pkg}`);
      for (const { dir, name } of installers) {
        const version = installedVersion(pkg, dir);
        assert.ok(
          satisfy(version, config.requiredVersion),
          `${key}: ${name} installs ${version}, outside ${config.requiredVersion}`,
        );
      }
    }
  });

  it('provide a subpath with the version of its library, not of the nearest package.json', () => {
    for (const [key, config] of libraries.filter(([name]) => name.endsWith('/'))) {
      assert.equal(config.version, installedVersion(packageOf(key)), key);
    }
  });

  it('are each one copy in the page', () => {
    for (const [key, config] of libraries) assert.equal(config.singleton, true, key);
  });
});

describe('@platform/shared', () => {
  const [major, minor] = SHARED_VERSION.split('.').map(Number);

  it('shares only entries that the package exports', () => {
    const { exports } = require('../shared/package.json');
    for (const [key] of contract) {
      const entry = key === '@platform/shared' ? '.' : `.${key.slice('@platform/shared'.length)}`;
      assert.ok(entry in exports, `${key} is not an export of shared/package.json`);
    }
  });

  it("and each entry require shared's major: its minors and patches, never the next major", () => {
    assert.ok(major >= 1, `shared ${SHARED_VERSION} has no major yet`);
    for (const [key, config] of contract) {
      assert.equal(config.singleton, true, key);
      // Another major is refused, not warned about (shell/src/federation/shared-contract.ts).
      assert.equal(config.strictVersion, true, key);
      assert.equal(config.requiredVersion, `^${major}.0.0`, key);
      assert.ok(satisfy(SHARED_VERSION, config.requiredVersion), key);
      assert.ok(satisfy(`${major}.${minor + 1}.0`, config.requiredVersion), key);
      assert.ok(!satisfy(`${major + 1}.0.0`, config.requiredVersion), key);
    }
  });
});

describe('contractRange', () => {
  it('lets a remote built against 1.2.0 run on any 1.x the shell has, and on no 2.x', () => {
    const range = contractRange('1.2.0');
    assert.equal(range, '^1.0.0');
    for (const shell of ['1.0.0', '1.1.0', '1.2.0', '1.3.4']) assert.ok(satisfy(shell, range));
    for (const shell of ['0.9.0', '2.0.0']) assert.ok(!satisfy(shell, range));
  });

  it('takes the minor as the breaking part before 1.0.0', () => {
    assert.equal(contractRange('0.3.1'), '^0.3.0');
    assert.ok(!satisfy('0.4.0', contractRange('0.3.1')));
  });
});
