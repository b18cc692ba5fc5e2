/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

// The api (Node) imports these entries: they must load without a DOM and stay free of React.
const PURE_DIRS = ['validation', 'constants'];
const PURE_FILES = ['format/dates.ts', 'format/numbers.ts'];

function sourcesOf(dir: string): string[] {
  return fs
    .readdirSync(path.join(__dirname, '..', dir))
    .filter((name) => /\.ts$/.test(name) && !name.includes('.test.'))
    .map((name) => path.join(dir, name));
}

describe('pure entries', () => {
  it('load and work in plain Node', async () => {
    expect(typeof window).toBe('undefined');
    const validation = await import('./index');
    const constants = await import('../constants/index');
    expect(validation.isValidRut('12.345.678-5')).toBe(true);
    expect(constants.HTTP.cacheTtlSeconds).toBe(60);
  });

  it('import neither React, Chakra nor browser-only modules', () => {
    const files = [...PURE_DIRS.flatMap(sourcesOf), ...PURE_FILES];
    for (const file of files) {
      const source = fs.readFileSync(path.join(__dirname, '..', file), 'utf8');
      const imports = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
      for (const specifier of imports) {
        expect(`${file}: ${specifier}`).not.toMatch(
          /: (react|react-dom|@chakra-ui\/.*|@emotion\/.*|react-router.*|zustand.*|@nivo\/.*|lucide-react)$/,
        );
        if (specifier?.startsWith('.')) {
          expect(`${file}: ${specifier}`).not.toMatch(/(ui|theme|auth|api|charts|testing)\//);
        }
      }
    }
  });
});
