// Jest runs the TypeScript sources as ESM through ts-jest (NODE_OPTIONS=--experimental-vm-modules,
// set by `npm test`). End-to-end tests under __tests__/e2e spawn the bundled dist/ instead.
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }]
  },
  testMatch: ['**/__tests__/**/*.test.ts'],
  // `npm run mutate` works in a copy of the project under .stryker-tmp/: never run that copy.
  testPathIgnorePatterns: ['/node_modules/', '/\\.stryker-tmp/'],
  modulePathIgnorePatterns: ['/\\.stryker-tmp/'],
  testTimeout: 60000,
  // Every core the machine has (Jest's default leaves one for itself: a single worker on two).
  // Tests that wait read an injected clock, or bound a real one generously, so load changes no
  // verdict.
  maxWorkers: '100%',
  verbose: false
}
