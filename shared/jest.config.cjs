// Jest project of @platform/shared alone (jest 30 + @swc/jest + jsdom); `npm test` runs the
// package's tests through the root jest.config.cjs instead.
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'shared',
  rootDir: __dirname,
  roots: ['<rootDir>/src'],
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.(m|c)?(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
      },
    ],
  },
  // nivo's CommonJS build requires ESM-only d3 files.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(d3-[^/]+|internmap))'],
  // The package imports itself by name in `standalone.tsx` (one singleton instance).
  moduleNameMapper: {
    '^@platform/shared$': '<rootDir>/src/index.ts',
    '^@platform/shared/(overlays|charts|standalone)$': '<rootDir>/src/$1',
    '^@platform/shared/(validation|constants|testing)$': '<rootDir>/src/$1/index',
  },
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
};
