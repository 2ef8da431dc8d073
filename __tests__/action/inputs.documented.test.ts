import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@jest/globals'
import { parse } from 'yaml'
import { CodeRepo } from '../../emulator/code-repo.js'
import { ROOT, type ActionName, type ActionRun } from '../../emulator/runner.js'
import { ACTIONS, readActionDefinition } from '../../emulator/runner-step.js'
import { runStep } from '../helpers/run-step.js'
import { RUNNER_SHA, useSetUpStep } from '../helpers/set-up-step.js'

/**
 * Each optional input of each action set alone to each value its description documents, on top of
 * the set-up the README names, every other input with its action.yml default as the runner passes
 * it: the run ends normally, or fails with one clear error naming an input, before any request.
 * In process (helpers/run-step.ts, the step prepared by the runner's rules), against the
 * stand-in; the bundles' runs on their defaults are in e2e/defaults.test.ts.
 */

const { run } = useSetUpStep(runStep)

const errors = (out: string) => out.split('\n').filter(line => line.startsWith('::error'))

/** How a run with one input set ends: normally, or with one error that says this. */
type Ends = 'runs' | { readonly error: string }
const runs: Ends = 'runs'
const refused = (error: string): Ends => ({ error })

/** The stand-in's code repository has no tags: a range from its first commit (a fixed sha). */
const FIRST_CODE_COMMIT = new CodeRepo().root.slice(0, 12)

/**
 * Each optional input and the values its description documents. The set-up inputs (projectId,
 * secret-key, base-url; prompt for the agent) are given in every run, so they are not here.
 */
const DOCUMENTED: Record<ActionName, Record<string, ReadonlyArray<readonly [string, Ends]>>> = {
  agent: {
    messages: [['Also add a table.', runs]],
    jobId: [['job_missing', refused('job_missing')]],
    automation: [['auto_weekly', refused('Input "automation" runs an automation')]],
    'dry-run': [
      ['true', runs],
      ['false', runs]
    ],
    'github-token': [['', runs]],
    'issue-number': [['7', runs]],
    comment: [
      ['true', runs],
      ['false', runs]
    ],
    wait: [
      ['true', runs],
      ['false', runs]
    ],
    'require-pr': [
      ['true', runs],
      ['false', runs]
    ],
    timeout: [
      ['90s', runs],
      ['30m', runs],
      ['1h', runs],
      ['30', refused('Input "timeout"')]
    ],
    'poll-interval': [
      ['1s', runs],
      ['2m', runs]
    ],
    'request-timeout': [['30s', runs]],
    'allowed-bots': [
      ['dependabot[bot]', runs],
      ['*', runs]
    ],
    trigger: [['/docs', runs]],
    'pr-labels': [['documentation', runs]],
    'pr-reviewers': [['acme/docs-team', runs]],
    'link-issue': [
      ['true', runs],
      ['false', runs]
    ],
    checks: [
      ['off', runs],
      ['report', runs],
      ['fix', runs]
    ],
    'fix-rounds': [
      ['0', runs],
      ['10', runs],
      ['11', refused('Input "fix-rounds"')]
    ],
    'checks-timeout': [
      ['15m', runs],
      ['6h', runs]
    ],
    'checks-ignore': [['Vercel*', runs]],
    'require-checks': [
      ['true', runs],
      ['false', runs]
    ],
    task: [['weekly-links', runs]],
    preview: [
      ['true', runs],
      ['false', runs]
    ],
    'on-open': [
      ['follow-up', runs],
      ['skip', refused('Input "on-open" is skip, which needs "task"')],
      ['new', refused('Input "on-open" is new, which needs "task"')]
    ]
  },
  visitors: {
    dateFrom: [['2026-02-01', runs]],
    dateTo: [['2026-03-01', runs]],
    days: [['7', runs]],
    limit: [
      ['1', runs],
      ['250', runs],
      ['251', refused('Input "limit"')]
    ],
    offset: [
      ['0', runs],
      ['10', runs]
    ],
    'max-rows': [['20', runs]],
    format: [
      ['csv', runs],
      ['json', runs],
      ['ndjson', runs]
    ],
    path: [['reports/visitors.csv', runs]],
    'summary-rows': [
      ['0', runs],
      ['20', runs]
    ],
    chart: [
      ['true', runs],
      ['false', runs]
    ],
    'request-timeout': [['30s', runs]],
    'dry-run': [
      ['true', runs],
      ['false', runs]
    ]
  },
  analytics: {
    datasets: [
      ['views', runs],
      ['searches,assistant', runs],
      ['clicks', refused('"datasets"')]
    ],
    dateFrom: [['2026-02-01', runs]],
    dateTo: [['2026-03-01', runs]],
    days: [['7', runs]],
    format: [
      ['csv', runs],
      ['json', runs],
      ['ndjson', runs]
    ],
    directory: [['reports', runs]],
    'max-requests': [
      ['50', runs],
      ['0', refused('Input "max-requests"')]
    ],
    resume: [['not-a-token', refused('Input "resume"')]],
    'summary-rows': [
      ['0', runs],
      ['10', runs]
    ],
    compare: [
      ['none', runs],
      ['previous', refused('Input "compare: previous" needs a period')]
    ],
    'feedback-source': [
      ['code_snippet', runs],
      ['contextual', runs],
      ['agent', runs],
      ['thumbs_only', runs]
    ],
    'feedback-status': [['pending,resolved', runs]],
    report: [
      ['none', runs],
      ['issue', refused('Input "report: issue" writes one issue per period')]
    ],
    'report-labels': [['docs-health', refused('Input "report-labels" needs report: issue')]],
    'close-previous': [
      ['false', runs],
      ['true', refused('Input "close-previous" needs report: issue')]
    ],
    'gaps-limit': [
      ['0', runs],
      ['20', runs],
      ['21', refused('Input "gaps-limit"')]
    ],
    // The default (empty) is the same as leaving it out; a value needs report: issue.
    'search-key': [
      ['', runs],
      ['mint_dsc_abc', refused('Input "search-key" needs report: issue')]
    ],
    'search-domain': [
      ['', runs],
      ['docs', refused('Input "search-domain" needs report: issue')]
    ],
    'github-token': [['', runs]],
    'request-timeout': [['30s', runs]],
    'dry-run': [
      ['true', runs],
      ['false', runs]
    ]
  },
  deploy: {
    mode: [
      ['update', runs],
      ['preview', refused('Input "branch" is required for mode: preview')],
      ['rollback', refused('Input "mode"')]
    ],
    source: [
      ['api', runs],
      ['github', runs]
    ],
    branch: [['docs-fix', refused('Input "branch" applies to mode: preview')]],
    sha: [[RUNNER_SHA, refused('Input "sha" applies to source: github')]],
    environment: [['Production', refused('Input "environment"')]],
    timeout: [['20m', runs]],
    'poll-interval': [['30s', runs]],
    'log-lines': [
      ['0', runs],
      ['20', runs]
    ],
    comment: [
      ['true', runs],
      ['false', runs]
    ],
    'github-deployment': [
      ['true', runs],
      ['false', runs]
    ],
    'github-token': [['', runs]],
    'request-timeout': [['30s', runs]],
    'dry-run': [
      ['true', runs],
      ['false', runs]
    ]
  },
  'follow-code': {
    paths: [['src/**', runs]],
    'max-change': [
      ['60000', runs],
      ['500', refused('Input "max-change"')]
    ],
    'docs-token': [['', runs]],
    'pull-request': [['1', runs]],
    range: [
      [`${FIRST_CODE_COMMIT}...main`, runs],
      ['main', refused('Input "range"')]
    ],
    'dry-run': [
      ['true', runs],
      ['false', runs]
    ],
    'github-token': [['', refused('No github-token')]],
    timeout: [['30m', runs]],
    'request-timeout': [['30s', runs]],
    checks: [
      ['off', runs],
      ['report', runs]
    ],
    'pr-labels': [['documentation', runs]],
    'pr-reviewers': [['acme/docs-team', runs]]
  }
}

const SET_UP = ['projectId', 'secret-key', 'base-url', 'prompt']

test.each(Object.keys(DOCUMENTED) as ActionName[])(
  "the table names every optional input of %s's action.yml",
  action => {
    const declared = Object.keys(readActionDefinition(action).inputs)
    expect(Object.keys(DOCUMENTED[action]).sort()).toEqual(
      declared.filter(name => !SET_UP.includes(name)).sort()
    )
  }
)

/** Inputs that depend on others (refused together, or needing another's value), and those others. */
const DEPENDS: Record<ActionName, Record<string, readonly string[]>> = {
  agent: {
    messages: ['wait', 'automation'],
    wait: ['messages'],
    jobId: ['automation', 'task'],
    automation: ['prompt', 'messages', 'jobId'],
    checks: ['wait'],
    'fix-rounds': ['checks'],
    task: ['wait', 'jobId', 'automation'],
    'on-open': ['task'],
    preview: ['wait']
  },
  visitors: { days: ['dateFrom', 'dateTo'] },
  analytics: {
    days: ['dateFrom', 'dateTo'],
    compare: ['days', 'dateFrom', 'dateTo'],
    report: ['days', 'dateFrom', 'dateTo', 'resume'],
    'report-labels': ['report'],
    'close-previous': ['report']
  },
  deploy: {
    mode: ['source'],
    branch: ['mode'],
    sha: ['source'],
    environment: ['source', 'github-deployment'],
    comment: ['mode']
  },
  'follow-code': {
    'pull-request': ['range'],
    range: ['pull-request'],
    checks: ['docs-token'],
    'pr-labels': ['docs-token'],
    'pr-reviewers': ['docs-token']
  }
}

test.each(Object.keys(DEPENDS) as ActionName[])(
  '%s: each input that depends on another says so in its description (the generated reference)',
  action => {
    const { inputs } = parse(readFileSync(join(ROOT, ACTIONS[action], 'action.yml'), 'utf8')) as {
      inputs: Record<string, { description: string }>
    }
    const missing = Object.entries(DEPENDS[action]).flatMap(([name, others]) =>
      others
        .filter(other => !new RegExp(`\`${other}[\`:]`).test(inputs[name]?.description ?? ''))
        .map(other => `${name} does not name ${other}`)
    )
    expect(missing).toEqual([])
  }
)

const rows = Object.entries(DOCUMENTED).flatMap(([action, inputs]) =>
  Object.entries(inputs).flatMap(([name, values]) =>
    values.map(([value, ends]) => [action as ActionName, name, value, ends] as const)
  )
)

/** How a run ended, in the table's terms: `runs`, or its one error line (all of them if more). */
function endOf(result: ActionRun): Ends | readonly string[] {
  const said = errors(result.stdout)
  if (said.length === 0 && result.code === 0) return runs
  return said.length === 1 && result.code === 1 ? refused(said[0] ?? '') : said
}

/** The table's row as a matcher: `runs`, or one error line holding the row's words. */
const matcherOf = (ends: Ends): unknown =>
  ends === 'runs' ? runs : { error: expect.stringContaining(ends.error) }

// Each row gets the file's stand-in, set up afresh.
test.each(rows)('%s with %s: %j alone', async (action, name, value, ends) => {
  expect(endOf(await run(action, { [name]: value }))).toEqual(matcherOf(ends))
})
