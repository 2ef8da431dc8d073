// `npm run mutate`: StrykerJS over the trust edge and the request layer's decisions (the retry
// engine, the failure model, the service's answers and messages), each file judged by its own
// unit tests (the target: a mutation score of at least 90% for each). Not part of .ci/run: it takes
// about half an hour on two cores (the static mutants, which rerun every test, take most of it);
// `npx stryker run --mutate <file>` measures one file in minutes. The e2e tests are left out:
// they run the bundled dist/, which Stryker does not mutate.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'jest',
  testRunnerNodeArgs: ['--experimental-vm-modules'],
  mutate: [
    'src/text/secrets.ts',
    'src/text/format.ts',
    'src/text/markdown.ts',
    'src/text/untrusted.ts',
    'src/action/inputs.ts',
    'src/github/permissions.ts',
    'src/http/failure.ts',
    'src/http/retry.ts',
    'src/service/answer.ts',
    'src/service/messages.ts',
    'src/analytics/resume.ts',
    'src/analytics/gaps.ts',
    'src/analytics/health-report.ts',
    'src/github/hidden-marker.ts',
    'src/agent/marker.ts',
    'src/github/check-details.ts',
    'src/github/checks.ts',
    'src/visitors/writers.ts'
  ],
  jest: {
    projectType: 'custom',
    configFile: 'jest.config.js',
    config: {
      // The sandbox itself lies under .stryker-tmp/, which jest.config.js leaves out.
      testPathIgnorePatterns: ['/node_modules/'],
      modulePathIgnorePatterns: [],
      testMatch: [
        '**/__tests__/text/*.test.ts',
        '**/__tests__/action/inputs.test.ts',
        '**/__tests__/github/permissions.test.ts',
        '**/__tests__/http/failure.test.ts',
        '**/__tests__/http/retry.test.ts',
        '**/__tests__/service/answer.test.ts',
        '**/__tests__/service/messages.test.ts',
        '**/__tests__/analytics/resume.test.ts',
        '**/__tests__/analytics/gaps.test.ts',
        '**/__tests__/analytics/health-report.test.ts',
        '**/__tests__/github/hidden-marker.test.ts',
        '**/__tests__/agent/marker.test.ts',
        '**/__tests__/github/check-details.test.ts',
        '**/__tests__/github/checks.test.ts',
        '**/__tests__/visitors/writers.test.ts'
      ]
    },
    enableFindRelatedTests: false
  },
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 20000,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 90, break: null },
  ignorePatterns: ['dist', 'reports', 'bench', '.stryker-tmp'],
  tempDirName: '.stryker-tmp',
  // Not incremental: with this runner an incremental run kept the old verdict of mutants that
  // tests added since would kill (static ones above all), so the score it printed was stale.
  cleanTempDir: 'always'
}
