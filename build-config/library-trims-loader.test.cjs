// The library trims rewrite code inside installed packages, code those packages never promised to
// keep. These tests run every trim on the files the apps' builds actually read, so an upgrade that
// changes that code fails here, and check that a trim that no longer matches fails the build.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, it } = require('node:test');
const webpack = require('webpack');

const applyLibraryTrims = require('./library-trims-loader.cjs');
const { TRIMS, libraryTrimsRule } = applyLibraryTrims;

const ROOT = path.resolve(__dirname, '..');

/** The installed folder of package `name` as Node resolves it from the folder `from`. */
function packageRoot(name, from) {
  const entry = require.resolve(name, { paths: [from] });
  const marker = `${path.sep}node_modules${path.sep}${name.split('/').join(path.sep)}${path.sep}`;
  const at = entry.lastIndexOf(marker);
  assert.ok(at >= 0, `${name} resolved outside node_modules: ${entry}`);
  return entry.slice(0, at + marker.length - 1);
}

const shared = path.join(ROOT, 'shared');
const buildConfig = __dirname;

/**
 * Where each trim's library is installed, from the package that brings it into the apps (the UI
 * kit and the router through @platform/shared, the federation SDK through the runtime the shell
 * bundles), and how many of its files a build hands to the trim: Emotion's browser build for each
 * mode, and the one chunk of React Router with the components (its exports name only
 * `dist/development`, in either mode).
 */
const TARGETS = {
  'Chakra default theme config': {
    folder: () => packageRoot('@chakra-ui/react', shared),
    files: 1,
  },
  'Chakra anatomies': { folder: () => packageRoot('@chakra-ui/react', shared), files: 1 },
  "Emotion's withTheme": { folder: () => packageRoot('@emotion/react', shared), files: 2 },
  'React Router components': {
    folder: () =>
      path.dirname(
        require.resolve('react-router', { paths: [packageRoot('react-router-dom', shared)] }),
      ),
    files: 1,
  },
  'Module Federation loggers': {
    folder: () =>
      packageRoot(
        '@module-federation/sdk',
        packageRoot('@module-federation/webpack-bundler-runtime', buildConfig),
      ),
    files: 1,
  },
};

/** The files of the installed library that a build would hand to `trim`. */
function targetFiles(trim) {
  const folder = TARGETS[trim.name].folder();
  return fs
    .readdirSync(folder, { recursive: true })
    .map((file) => path.join(folder, String(file)))
    .filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`, folder.length))
    .filter((file) => trim.file.test(file) && fs.statSync(file).isFile())
    .filter((file) => !trim.only || trim.only(fs.readFileSync(file, 'utf8')));
}

/** Runs the loader as webpack would on `source` at `resourcePath`; returns what it reported. */
function runLoader(resourcePath, source) {
  const errors = [];
  const warnings = [];
  const context = {
    resourcePath,
    emitError: (error) => errors.push(error),
    emitWarning: (warning) => warnings.push(warning),
  };
  const output = applyLibraryTrims.call(context, source);
  return { output, errors, warnings };
}

describe('each library trim on the installed libraries', () => {
  it('names where its library is installed', () => {
    assert.deepEqual(TRIMS.map((trim) => trim.name).sort(), Object.keys(TARGETS).sort());
  });

  for (const trim of TRIMS) {
    it(`${trim.name}: still finds every piece of code it edits`, () => {
      const files = targetFiles(trim);
      assert.equal(
        files.length,
        TARGETS[trim.name].files,
        `files of the library that the trim applies to: ${files.join(', ')}`,
      );
      for (const file of files) {
        const source = fs.readFileSync(file, 'utf8');
        const { output, errors, warnings } = runLoader(file, source);
        assert.deepEqual(
          errors.map((error) => error.message),
          [],
          file,
        );
        assert.deepEqual(warnings, [], file);
        assert.notEqual(output, source, file);
      }
    });
  }
});

describe('a library that changed under a trim', () => {
  it('is reported for each edit whose code is gone', () => {
    for (const trim of TRIMS) {
      const resourcePath = targetFiles(trim)[0];
      // The file still looks like the one the trim is for (React Router's `only`), its code is new.
      const { output, errors } = runLoader(resourcePath, 'export const x = React.forwardRef(f);\n');
      assert.equal(errors.length, trim.edits.length, trim.name);
      for (const error of errors)
        assert.ok(error.message.startsWith(`${trim.name}:`), error.message);
      assert.equal(output, 'export const x = React.forwardRef(f);\n');
    }
  });

  it('is reported when only one of its names changed', () => {
    const [trim] = TRIMS.filter((candidate) => candidate.name === 'Chakra default theme config');
    const resourcePath = targetFiles(trim)[0];
    const source = fs.readFileSync(resourcePath, 'utf8');
    const renamed = source.replace('const defaultThemeConfig = ', 'const defaultConfig = ');
    assert.notEqual(renamed, source);
    const { errors } = runLoader(resourcePath, renamed);
    assert.equal(errors.length, 1);
    assert.match(errors[0].message, /^Chakra default theme config: expected code not found/);
  });

  it('fails the webpack build', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'library-trims-'));
    try {
      // A federation SDK whose logger module no longer makes its loggers the way the trim expects.
      const logger = path.join(
        dir,
        'node_modules',
        '@module-federation',
        'sdk',
        'dist',
        'logger.js',
      );
      fs.mkdirSync(path.dirname(logger), { recursive: true });
      fs.writeFileSync(logger, 'export const logger = console;\n');
      fs.writeFileSync(
        path.join(dir, 'index.js'),
        `import { logger } from ${JSON.stringify(logger)};\nlogger.log(1);\n`,
      );
      const stats = await new Promise((resolve, reject) => {
        const compiler = webpack({
          mode: 'production',
          context: dir,
          entry: './index.js',
          output: { path: path.join(dir, 'dist') },
          module: { rules: [libraryTrimsRule()] },
          optimization: { minimize: false },
        });
        compiler.run((error, result) =>
          compiler.close(() => (error ? reject(error) : resolve(result))),
        );
      });
      assert.ok(stats.hasErrors(), 'the build has errors');
      const messages = stats.toJson({ all: false, errors: true }).errors.map((e) => e.message);
      assert.ok(
        messages.some((message) =>
          message.includes('Module Federation loggers: expected code not found'),
        ),
        messages.join('\n'),
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
