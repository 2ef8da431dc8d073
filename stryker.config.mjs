// `npm run mutate` (scripts/mutate.ts): StrykerJS over the trust edge and the request layer's
// decisions, each file judged by its own unit tests (the mirror of its path under __tests__/),
// one Stryker run per file so that a static mutant reruns only those tests. The target is a
// mutation score of at least 90% for each file. Not part of .ci/run. The e2e tests are left out:
// they run the bundled dist/, which Stryker does not mutate.
//
// MUTATE_FILE names the one file of a run (scripts/mutate.ts sets it); without it, every file is
// mutated against all the mirrored tests at once, which is slower but gives one report.
// MUTATE_COVERAGE (perTest unless given: all, off) tries another of Stryker's coverage analyses.

/** The files mutated, each with its own unit tests. */
export const MUTATED = [
  'src/text/secrets.ts',
  'src/text/format.ts',
  'src/text/markdown.ts',
  'src/text/untrusted.ts',
  'src/text/seal.ts',
  'src/action/inputs.ts',
  'src/github/permissions.ts',
  'src/http/failure.ts',
  'src/http/retry.ts',
  'src/service/answer.ts',
  'src/service/analytics.ts',
  'src/service/messages.ts',
  'src/export/resume.ts',
  'src/export/period.ts',
  'src/docs-health/gaps.ts',
  'src/docs-health/body.ts',
  'src/github/hidden-marker.ts',
  'src/github/identity.ts',
  'src/github/own-comments.ts',
  'src/github/job-marker.ts',
  'src/docs-health/marker.ts',
  'src/docs-health/ledger.ts',
  'src/docs-health/week.ts',
  'src/github/check-details.ts',
  'src/github/checks.ts',
  'src/export/files.ts',
  'src/export/dataset-file.ts',
  'src/github/write-redaction.ts',
  'src/export/paging.ts',
  'src/export/dataset-run.ts',
  'src/text/agent-text.ts',
  // The deploy action, every file of it, and the deployments' paging it reads.
  'src/deploy/action.ts',
  'src/deploy/app-source.ts',
  'src/deployments/deploy-once.ts',
  'src/deployments/watch.ts',
  'src/deploy/fork-branch.ts',
  'src/deploy/tell-github.ts',
  'src/deploy/index.ts',
  'src/deploy/run.ts',
  'src/deploy/settings.ts',
  'src/deploy/summary.ts',
  'src/deployments/verdict.ts',
  'src/github/deployments.ts',
  'src/action/action-inputs.ts',
  'src/export/chart.ts',
  'src/export/counts.ts',
  'src/changes/rules.ts',
  'src/changes/prompt.ts',
  'src/follow-code/state.ts'
]

/**
 * `src/a/b.ts` is tested by `__tests__/a/b.test.ts` and by its aspects, `__tests__/a/b.*.test.ts`
 * (`action.flow`, `inputs.hostile`): the in-process tests of the same file.
 */
export const mirroredTests = file => {
  const mirror = file.replace(/^src\//, '__tests__/').replace(/\.ts$/, '')
  return [`**/${mirror}.test.ts`, `**/${mirror}.*.test.ts`]
}

const only = process.env.MUTATE_FILE
const files = only ? [only] : MUTATED

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'jest',
  testRunnerNodeArgs: ['--experimental-vm-modules'],
  mutate: files,
  jest: {
    projectType: 'custom',
    configFile: 'jest.config.js',
    config: {
      // The sandbox itself lies under .stryker-tmp/, which jest.config.js leaves out.
      testPathIgnorePatterns: ['/node_modules/'],
      modulePathIgnorePatterns: [],
      testMatch: files.flatMap(mirroredTests)
    },
    enableFindRelatedTests: false
  },
  coverageAnalysis: process.env.MUTATE_COVERAGE ?? 'perTest',
  concurrency: 2,
  timeoutMS: 20000,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: {
    fileName: `reports/mutation/${only ? only.replace(/[/.]/g, '_') : 'mutation'}.json`
  },
  thresholds: { high: 90, low: 90, break: null },
  ignorePatterns: ['dist', 'reports', 'bench', '.stryker-tmp'],
  tempDirName: '.stryker-tmp',
  // Not incremental: with this runner an incremental run kept the old verdict of mutants that
  // tests added since would kill (static ones above all), so the score it printed was stale.
  cleanTempDir: 'always'
}
