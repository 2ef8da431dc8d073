import { DEMO_SIZES, generatedTables } from './analytics-data.js'
import type { DeployScript } from './deploy.js'
import type { ScriptedCheck } from './github-checks.js'
import type { Route } from './routes.js'
import { Emulator, type EmulatorOptions } from './server.js'
import { daysUpTo, generatedDataset } from './visitors-data.js'

/**
 * What the stand-in can be told to act out (`npm run stand-in -- --scenario NAME`, and
 * `local-action`'s `--scenario`), so a failure, a limit and `checks: fix` can be tried before
 * anything is spent. Each is the service's or GitHub's documented answer, not an invented one.
 */
export interface Scenario {
  /** What it does, for the banner: one sentence. */
  readonly about: string
  /** What to try against it. */
  readonly try: string
  /** Set when the stand-in is made. */
  readonly options?: Partial<EmulatorOptions>
  /** Set once it is made. */
  readonly apply?: (emulator: Emulator) => void
}

const PR = 'https://github.com/acme/docs/pull/42'
const passing = (name: string): ScriptedCheck => ({
  name,
  source: 'check-run',
  steps: ['queued', 'success']
})
const LINT_FAILS: ScriptedCheck = {
  name: 'lint',
  source: 'check-run',
  steps: ['queued', 'in_progress', 'failure'],
  title: 'Vale found 1 problem',
  summary: 'Use "select", not "click on".',
  annotations: [{ path: 'guides/export.mdx', line: 12, message: 'Avoid "click on".' }]
}

/** GitHub's answer to a write the workflow's token has no permission for. */
const NOT_ACCESSIBLE = {
  status: 403,
  body: {
    message: 'Resource not accessible by integration',
    documentation_url: 'https://docs.github.com/rest',
    status: '403'
  }
}
const GITHUB_WRITES: readonly Route[] = [
  'comment-create',
  'comment-update',
  'reaction',
  'labels',
  'reviewers',
  'pull-update',
  'review-reaction',
  'deployment-create',
  'deployment-status-create',
  'issue-create',
  'issue-update'
]
/**
 * A build the service ends as its contract documents a failure: `status: failure` with `endedAt`,
 * its `summary` and `logs` (openapi.json, GET /v1/project/update-status/{statusId}).
 */
const DEPLOY_FAILS: DeployScript = {
  steps: ['queued', 'in_progress', 'failure'],
  summary: 'Build failed: docs.json lists the page "guides/exports", which does not exist',
  logs: [
    'Fetching docs.json',
    'Validating navigation',
    'Error: navigation.groups[1].pages[3]: "guides/exports" does not exist',
    'Build failed'
  ]
}
/** Updates pass; a preview's build fails on a page of its branch. */
const PREVIEW_FAILS: DeployScript = {
  preview: {
    steps: ['queued', 'in_progress', 'failure'],
    summary: 'Build failed: guides/export.mdx could not be parsed',
    logs: [
      'Fetching docs.json',
      'Building 42 pages',
      'Error: guides/export.mdx:12:1: Expected a closing tag for <Note>',
      'Build failed'
    ]
  }
}

/** The service's documented 429 body (no Retry-After is documented). */
const RATE_LIMITED = { status: 429, body: { error: 'Rate limit exceeded' } }

export const SCENARIOS = {
  'checks-fail': {
    about:
      "the agent's pull request's checks fail (lint, with an annotation), and pass on the commit a follow-up turn pushes",
    try: 'agent checks=fix (or checks=report to see the failure reported)',
    apply: emulator => {
      emulator.turns = [{ activePolls: 1, end: 'completed', prLink: PR, pushes: true }]
      emulator.headChecks = [
        [LINT_FAILS, passing('build')],
        [passing('lint'), passing('build')]
      ]
    }
  },
  'job-fails': {
    about: 'every agent job ends failed',
    try: 'agent (the step fails, and the comment says why)',
    options: { turns: [{ activePolls: 1, end: 'failed' }] }
  },
  'job-never-ends': {
    about: 'every agent job stays active and never ends',
    try: 'agent timeout=30s (the step fails at the timeout; the job keeps running)',
    options: { turns: [{ activePolls: Number.MAX_SAFE_INTEGER }] }
  },
  'token-403': {
    about:
      "GitHub refuses every write of the workflow's token with 403 (a workflow without issues: write or pull-requests: write)",
    try: 'analytics days=7 report=issue (it names issues: write), or agent (its pull-request comment names pull-requests: write)',
    apply: emulator => {
      for (const route of GITHUB_WRITES) emulator.always(route, NOT_ACCESSIBLE)
    }
  },
  'rate-limited': {
    about:
      "the service's hourly limits are spent: creating a job, a follow-up and every analytics request answer 429",
    try: 'analytics days=7 (it stops with a resume output), or agent (it fails after 5 attempts)',
    options: { analyticsPerHour: 0 },
    apply: emulator => {
      emulator.always('create', RATE_LIMITED).always('message', RATE_LIMITED)
    }
  },
  'paging-dead-end': {
    about:
      'feedback and assistant pages say more rows follow but name no next page after the first 100 rows (hasMore: true, nextCursor: null, as their contract allows)',
    try: 'analytics days=28 (feedback ends incomplete, its first 100 rows kept, with a warning)',
    apply: emulator => {
      emulator.cursorsEndAfter = 100
    }
  },
  'unknown-project': {
    about: 'the service knows no project: every projectId answers 404, as a wrong one would',
    try: 'analytics days=7 (it stops after 2 requests with one error), agent, or deploy (nothing is triggered; the summary names the inputs to check)',
    options: { projects: [] }
  },
  'deploy-fails': {
    about:
      "every deployment is triggered, then its status ends failure, with the service's summary and build logs",
    try: 'deploy (the step fails with the summary; the summary shows the last log lines)',
    apply: emulator => {
      emulator.deployScript = DEPLOY_FAILS
    }
  },
  'preview-fails': {
    about:
      "updates deploy, but every preview's build ends failure, with the service's summary and build logs",
    try: 'deploy mode=preview branch=fix-typo (the step fails; deploy alone still passes)',
    apply: emulator => {
      emulator.deployScript = PREVIEW_FAILS
    }
  },
  'no-previews': {
    about:
      "the organization's plan has no preview deployments: the preview trigger answers the service's documented 403",
    try: 'deploy mode=preview branch=fix-typo (nothing is triggered; the message names the Pro and Enterprise plans)',
    apply: emulator => {
      emulator.previews = false
    }
  },
  'deploy-never-ends': {
    about: 'every deployment stays in_progress and never ends',
    try: 'deploy timeout=30s (the step fails at the timeout; the deployment goes on)',
    apply: emulator => {
      emulator.deployScript = { steps: ['queued', 'in_progress'] }
    }
  }
} as const satisfies Record<string, Scenario>

export type ScenarioName = keyof typeof SCENARIOS

/** The scenario a `--scenario` value names, or an error that lists them. */
export function scenarioNamed(name: string): Scenario {
  if (Object.hasOwn(SCENARIOS, name)) return SCENARIOS[name as ScenarioName]
  throw new Error(
    `There is no scenario "${name}". The scenarios are: ${Object.keys(SCENARIOS).join(', ')}.`
  )
}

/**
 * The stand-in `npm run stand-in` and `local-action` serve: one project, `docs` (any other id
 * answers 404), its analytics over the 28 days up to `today` (so `days: 7` finds rows on any day),
 * a collaborator `maintainer` with write access, acting out `scenario` when one is given.
 */
export function scriptedStandIn(
  scenario: Scenario | undefined,
  extra: Partial<EmulatorOptions> = {},
  today = new Date()
): Emulator {
  const days = daysUpTo(today)
  const emulator = new Emulator({
    projects: ['docs'],
    visitors: generatedDataset(300, days),
    analytics: generatedTables(DEMO_SIZES, days),
    ...extra,
    ...scenario?.options
  })
  emulator.permissions = { maintainer: 'write' }
  scenario?.apply?.(emulator)
  return emulator
}
