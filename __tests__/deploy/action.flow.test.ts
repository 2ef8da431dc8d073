import { describe, expect, test } from '@jest/globals'
import { issuesLabeled, type ActionRun, type RunOptions } from '../../emulator/runner.js'
import type { ScriptedCheck } from '../../emulator/github-checks.js'
import { filteredOutsideCode, rendered } from '../helpers/github-markdown.js'
import { injectedCommands, ranOutput, restartStandIn, useStandIn } from '../e2e/stand-in.js'
import { runStep } from '../helpers/run-step.js'
import { deployStep, HEAD_SHA } from '../helpers/deploy-edges.js'
import { agentStep } from '../helpers/agent-step.js'

/**
 * The deploy action's flow in process (helpers/run-step.ts: the step as the runner prepares it,
 * the workflow commands back, waits instant on the injected clock), against the stand-in's
 * deployment endpoints (checked against openapi.json) and its GitHub. What only the bundle in a
 * process shows stays in e2e/deploy.test.ts.
 */

const emulator = useStandIn()
const runAgent = agentStep(runStep, emulator)

const deploy = deployStep(runStep, emulator)

/** A pull_request(_target) event for pull request 12, from `head` (a fork's when `fork`) into `base`. */
function pullEvent(
  name = 'pull_request',
  head = 'docs/new-page',
  fork = false,
  base = 'main'
): RunOptions['event'] {
  return {
    name,
    payload: {
      action: 'synchronize',
      number: 12,
      pull_request: {
        number: 12,
        head: {
          ref: head,
          sha: HEAD_SHA,
          repo: { full_name: fork ? 'outsider/docs' : 'acme/docs' }
        },
        base: { ref: base, sha: '0'.repeat(40), repo: { full_name: 'acme/docs' } }
      },
      repository: { full_name: 'acme/docs' },
      sender: { login: 'contributor', type: 'User' }
    }
  }
}

const errorLines = (run: ActionRun) => run.stdout.split('\n').filter(l => l.startsWith('::error'))

describe('mode: update', () => {
  test("failure fails the step with the service's reason, and shows the last log lines", async () => {
    emulator.deployScript = { steps: ['queued', 'failure'] }
    const run = await deploy()
    expect(run.code).toBe(1)
    expect(errorLines(run)).toEqual([
      expect.stringContaining('The deployment failed in') as unknown as string
    ])
    expect(errorLines(run)[0]).toContain('(status st_1): Build failed: docs.json is invalid.')
    expect(run.outputs.status).toBe('failure')
    expect(run.stdout).toContain('::group::The last 3 log lines')
  })

  test('a status outside the contract that says it ended ends the run at once, named, and is not a success', async () => {
    emulator.deployScript = { steps: ['queued', 'skipped'], ended: true }
    const run = await deploy()
    emulator.violations.length = 0 // "skipped" is outside the contract on purpose
    expect(run.code).toBe(0)
    expect(run.outputs.status).toBe('other')
    expect(run.stdout).toMatch(/::warning::The deployment ended in .* with status "skipped"/)
    expect(run.summary).toContain('| Deployment | skipped |')
    expect(emulator.count('deploy-status')).toBe(2)
  })

  test.each(['SUCCESS', 'Success', 'success ', 'succes\u0073\u200b', 'FAILURE', 'other'])(
    'the service ending %j: the status output is "other", which no gate on success passes (GitHub\'s == ignores case)',
    async word => {
      emulator.deployScript = { steps: ['queued', word], ended: true }
      const run = await deploy()
      emulator.violations.length = 0 // outside the contract on purpose
      expect(run.outputs.status).toBe('other')
      expect(run.outputs.status?.toLowerCase()).not.toBe('success')
      expect(run.stdout).toContain(
        "which the service's contract does not list; it is not a success"
      )
    }
  )

  test('one without an end time is waited on, named once, until timeout', async () => {
    emulator.deployScript = { steps: ['queued', 'paused'], ended: false }
    const run = await deploy({ timeout: '2s' })
    emulator.violations.length = 0
    expect(run.code).toBe(1)
    const named = run.stdout.split('\n').filter(l => l.includes('"paused", which the service'))
    expect(named).toHaveLength(1)
    expect(errorLines(run)[0]).toContain('("paused" at the last check)')
    expect(run.outputs.status).toBe('other')
  })

  test('a 429 past the timeout is not waited on: it fails, naming the limit', async () => {
    emulator.inject('deploy-update', {
      status: 429,
      headers: { 'retry-after': '30' },
      body: { error: 'Slow down' }
    })
    const run = await deploy({ timeout: '2s' })
    expect(run.code).toBe(1)
    expect(errorLines(run)[0]).toContain(
      '10 deployment triggers (shared with automation triggers) per 10 seconds'
    )
    expect(emulator.count('deploy-update')).toBe(1)
  })

  test('with one project, as the service has: its status is read; another project is named', async () => {
    await restartStandIn(emulator, { projects: ['docs'] })
    expect((await deploy()).outputs.status).toBe('success')
    const other = await deploy({ projectId: 'other' })
    expect(other.code).toBe(1)
    expect(errorLines(other)[0]).toContain(
      'Project "other" was not found: check the projectId input'
    )
  })

  test('a key without the write scope is named', async () => {
    emulator.keyScope = 'read'
    const run = await deploy()
    expect(run.code).toBe(1)
    expect(errorLines(run)[0]).toContain('it lacks the "write" scope this request needs')
    expect(emulator.count('deploy-status')).toBe(0)
  })

  test('hostile text in the logs, summary and commit message stays inert, and the key never shows', async () => {
    const key = emulator.apiKey
    emulator.deployScript = {
      steps: ['failure'],
      summary: `::error::pwned summary @octocat <img src=x onerror=alert(1)> ${key} ${'<div>'.repeat(20_000)}`,
      logs: [
        '::error::pwned log',
        '\u0085::error::pwned after a next-line character',
        'mid-line ::error::pwned',
        '##[error]pwned older syntax',
        `line with the key ${key}`,
        '```\n</details><script>alert(1)</script>'
      ],
      commitMessage: 'Fix @acme/security #12 <b>bold</b>\n::warning::pwned message'
    }
    const run = await deploy()
    expect(run.code).toBe(1)
    expect(injectedCommands(run.stdout)).toEqual([])
    for (const text of ranOutput(run)) expect(text).not.toContain(key)
    // As GitHub renders the summary: no element from the service's text, no mention or reference.
    const { tags } = rendered(run.summary)
    for (const tag of ['img', 'script', 'b', 'details']) expect(tags).not.toContain(tag)
    expect(filteredOutsideCode(run.summary)).toEqual([])
    expect(run.summary).toContain('@&#8203;acme/security #&#8203;12')
  })

  describe('a status answer of 20 MiB is read to its end and cut, not failed', () => {
    const MIB = 1024 * 1024

    test('20 MiB of logs before the status word: the verdict, and the last lines in the summary', async () => {
      const logs = Array.from({ length: 200_000 }, (_, i) => `line ${i} ${'x'.repeat(100)}`)
      expect(JSON.stringify(logs).length).toBeGreaterThan(20 * MIB)
      emulator.deployScript = { steps: ['queued', 'success'], logs }
      const run = await deploy()
      expect(errorLines(run)).toEqual([])
      expect(run.code).toBe(0)
      expect(run.outputs.status).toBe('success')
      // One read per look: nothing failed, nothing was read again.
      expect(emulator.count('deploy-status')).toBe(2)
      expect(run.summary).toContain('### The last 20 of 500 log lines')
      expect(run.summary).toContain('line 199999 ')
      expect(run.summary).not.toContain('line 199979 ')
    })

    test('a 20 MiB screenshot before the status word: the failure and its reason', async () => {
      emulator.deployScript = {
        steps: ['failure'],
        screenshot: `data:image/png;base64,${'A'.repeat(20 * MIB)}`
      }
      const run = await deploy()
      expect(run.code).toBe(1)
      expect(run.outputs.status).toBe('failure')
      expect(errorLines(run)[0]).toContain('(status st_1): Build failed: docs.json is invalid.')
      expect(emulator.count('deploy-status')).toBe(1)
    })

    test('one log line of 20 MiB: cut, shown cut', async () => {
      emulator.deployScript = { steps: ['success'], logs: ['y'.repeat(20 * MIB), 'done'] }
      const run = await deploy()
      expect(run.code).toBe(0)
      expect(run.summary).toContain(`${'y'.repeat(999)}…`)
      expect(run.summary).not.toContain('y'.repeat(1000))
      expect(run.summary).toContain('done')
    })
  })

  test('a dry run says what it would trigger and wait for, and sends nothing', async () => {
    const run = await deploy({ 'dry-run': 'true' })
    expect(run.code).toBe(0)
    expect(emulator.requests).toEqual([])
    expect(run.stdout).toContain(`1. POST ${emulator.url}/v1/project/update/docs`)
    expect(run.stdout).toContain(`2. GET ${emulator.url}/v1/project/update-status/{statusId}`)
    expect(run.summary).toContain('## 🧪 Dry run: nothing was sent')
  })
})

describe('mode: preview', () => {
  const comments = () => emulator.commentsOn(12)

  test('on a pull request: one comment, created, then updated in place by the next run', async () => {
    const first = await deploy({ mode: 'preview' }, { event: pullEvent() })
    expect(first.code).toBe(0)
    // As the service gave it: no slash added (users append paths to it).
    expect(first.outputs['preview-url']).toBe('https://acme-docs-new-page.mintlify.site')
    expect(first.outputs.url).toBe('https://acme-docs-new-page.mintlify.site')
    expect(emulator.requests.find(r => r.route === 'deploy-preview')?.body).toEqual({
      branch: 'docs/new-page'
    })
    expect(comments()).toHaveLength(1)
    expect(comments()[0]?.body).toContain('✅ Docs preview: ready')
    expect(comments()[0]?.body).toContain('| Last built |')
    emulator.deployScript = { steps: ['in_progress', 'failure'] }
    const second = await deploy({ mode: 'preview' }, { event: pullEvent() })
    expect(second.code).toBe(1)
    expect(comments()).toHaveLength(1)
    expect(comments()[0]?.body).toContain('❌ Docs preview: the build failed')
    expect(emulator.count('comment-create')).toBe(1)
    expect(emulator.count('comment-update')).toBeGreaterThanOrEqual(2)
  })

  test("a fork's pull request through pull_request_target: its head branch is previewed, nothing is checked out", async () => {
    const run = await deploy(
      { mode: 'preview' },
      { event: pullEvent('pull_request_target', 'fix-typo', true) }
    )
    expect(run.code).toBe(0)
    expect(emulator.requests.find(r => r.route === 'deploy-preview')?.body).toEqual({
      branch: 'fix-typo'
    })
    expect(comments()[0]?.body).toContain('https://acme-fix-typo.mintlify.site/')
  })

  test("a fork's branch named like the base is not previewed: the service would build the base", async () => {
    const run = await deploy(
      { mode: 'preview' },
      { event: pullEvent('pull_request_target', 'main', true) }
    )
    expect(run.code).toBe(0)
    expect(emulator.count('deploy-preview')).toBe(0)
    expect(run.stdout).toContain(
      '::warning::No preview: this pull request comes from a fork\'s branch "main", the name of the branch it merges into'
    )
  })

  describe("a fork's head branch is previewed only when it names none of this repository's branches", () => {
    const forkPreview = (head: string, base = 'main', options: Partial<RunOptions> = {}) =>
      deploy(
        { mode: 'preview' },
        { event: pullEvent('pull_request_target', head, true, base), ...options }
      )
    const asked = () =>
      emulator.requests.filter(r => r.route === 'branch').map(r => r.path.split('/branches/')[1])

    test("a fork's free branch: GitHub is asked for it (404) and for the base (200), then it is previewed", async () => {
      const run = await forkPreview('fix-typo', 'develop')
      expect(run.code).toBe(0)
      expect(asked()).toEqual(['fix-typo', 'develop'])
      expect(emulator.count('deploy-preview')).toBe(1)
    })

    test.each([
      ['main', 'develop'],
      ['develop', 'main'],
      ['docs/guides', 'main']
    ])(
      "a fork's %j into %j names a branch of this repository: not previewed, and the warning says why",
      async (head, base) => {
        emulator.branches.add('docs/guides')
        const run = await forkPreview(head, base)
        expect(run.code).toBe(0)
        expect(emulator.count('deploy-preview')).toBe(0)
        expect(asked()).toEqual([encodeURIComponent(head)])
        expect(run.stdout).toContain(
          `::warning::No preview: this pull request comes from a fork's branch "${head}", and this repository has a branch of that name: the service previews a branch by its name, in this repository, so it would build this repository's code`
        )
        expect(run.outputs).toMatchObject({ status: '', 'preview-url': '', url: '' })
        expect(emulator.commentsOn(12)).toEqual([])
      }
    )

    test.each([
      ['heads/main', 'refs/heads/main'],
      ['refs/heads/main', 'that reference'],
      ['tags/v1', 'refs/tags/v1'],
      ['remotes/origin/main', 'refs/remotes/origin/main'],
      ['origin/main', 'refs/remotes/origin/main'],
      ['origin', 'refs/remotes/origin'],
      ['HEAD', 'HEAD'],
      ['FETCH_HEAD', 'HEAD'],
      ['d0c5d0c5d0c5', 'a commit id'],
      ['D0C5D0C5D0C5D0C5D0C5D0C5D0C5D0C5D0C5D0C5', 'a commit id']
    ])(
      "a fork's %j, which Git reads as %s: refused by its name, before any request",
      async (head, readAs) => {
        const run = await forkPreview(head)
        expect(run.code).toBe(0)
        expect(run.stdout).toContain(
          `::warning::No preview: this pull request comes from a fork's branch "${head}", a name Git`
        )
        expect(run.stdout).toContain(readAs)
        expect(emulator.requests.filter(r => !r.path.startsWith('/github/'))).toEqual([])
        expect(asked()).toEqual([])
      }
    )

    test.each([
      [
        'a 404 for the base too (a token that may not read contents)',
        { status: 404, body: { message: 'Not Found' } },
        'GitHub answers 404 for the base branch "main" too'
      ],
      [
        'a 403',
        { status: 403, body: { message: 'Resource not accessible by integration' } },
        'GitHub answered 403'
      ],
      ['a 500', { status: 500, body: { message: 'Server Error' } }, 'GitHub answered 500']
    ] as const)(
      'GitHub cannot say (%s): nothing previewed, and the step fails, saying why',
      async (_what, fault, why) => {
        emulator.always('branch', fault)
        const run = await forkPreview('fix-typo')
        expect(run.code).toBe(1)
        expect(emulator.count('deploy-preview')).toBe(0)
        expect(errorLines(run)[0]).toContain(
          `::error::No preview: this pull request comes from a fork's branch "fix-typo", and whether this repository has a branch of that name could not be checked (${why}`
        )
        expect(errorLines(run)[0]).toContain('"permissions: contents: read"')
      }
    )

    test("a fork's branch named like a tag of this repository (v1.0.0): not previewed, saying so", async () => {
      const run = await forkPreview('v1.0.0')
      expect(run.code).toBe(0)
      expect(emulator.count('deploy-preview')).toBe(0)
      expect(run.stdout).toContain(
        '::warning::No preview: this pull request comes from a fork\'s branch "v1.0.0", and this repository has a tag of that name'
      )
    })

    test("a 301, GitHub's answer for a branch renamed since: the name was one of this repository's", async () => {
      emulator.inject('branch', {
        status: 301,
        headers: { location: `${emulator.githubUrl}/repositories/1/branches/trunk` },
        body: { message: 'Moved Permanently' }
      })
      const run = await forkPreview('master')
      expect(run.code).toBe(0)
      expect(emulator.count('deploy-preview')).toBe(0)
      expect(run.stdout).toContain('"master", and this repository has a branch of that name')
    })

    test('a dry run says it would ask, and asks nothing', async () => {
      const run = await deploy(
        { mode: 'preview', 'dry-run': 'true' },
        { event: pullEvent('pull_request_target', 'main', true, 'develop') }
      )
      expect(run.code).toBe(0)
      expect(run.stdout).toContain(
        'It would first ask GitHub whether this repository has a branch named "main"'
      )
      expect(emulator.requests).toEqual([])
    })

    test('no github-token: nothing previewed, and the step fails, naming it', async () => {
      const run = await forkPreview('fix-typo', 'main', { githubToken: '' })
      expect(run.code).toBe(1)
      expect(errorLines(run)[0]).toContain(
        'could not be checked (no github-token or GITHUB_REPOSITORY)'
      )
      expect(emulator.requests).toEqual([])
    })

    test("a pull request from this repository's own branch is previewed without asking", async () => {
      const run = await deploy({ mode: 'preview' }, { event: pullEvent('pull_request', 'develop') })
      expect(run.code).toBe(0)
      expect(asked()).toEqual([])
      expect(emulator.count('deploy-preview')).toBe(1)
    })
  })

  test('a plan without previews: the 403 names the plan', async () => {
    emulator.previews = false
    const run = await deploy({ mode: 'preview', branch: 'docs/new-page' })
    expect(run.code).toBe(1)
    expect(errorLines(run)[0]).toContain('they need the Pro or Enterprise plan')
    expect(errorLines(run)[0]).toContain(
      'Preview deployments are not available on your current plan.'
    )
  })

  test('github-deployment: true mirrors the verdict as a GitHub deployment of the head commit', async () => {
    const run = await deploy(
      { mode: 'preview', 'github-deployment': 'true' },
      { event: pullEvent() }
    )
    expect(run.code).toBe(0)
    expect(emulator.createdDeployments).toEqual([
      expect.objectContaining({
        ref: HEAD_SHA,
        environment: 'mintlify-preview',
        production: false,
        statuses: [
          expect.objectContaining({ state: 'in_progress' }),
          expect.objectContaining({
            state: 'success',
            environment_url: 'https://acme-docs-new-page.mintlify.site'
          })
        ]
      })
    ])
  })
})

describe('source: github', () => {
  const PHISH = 'https://acme-docs.mintlify.site.evil.example'

  test("waits for the app's deployment of the pull request's head; deployments by others are ignored", async () => {
    emulator.checks.set(HEAD_SHA, [
      { name: 'Production', source: 'deployment', by: 'mallory', steps: ['success'], url: PHISH },
      {
        name: 'Production',
        source: 'deployment',
        by: 'upstream-sync[bot]',
        steps: ['success'],
        url: PHISH
      },
      {
        name: 'Production',
        source: 'deployment',
        steps: ['pending', 'in_progress', 'success'],
        url: 'https://acme.mintlify.app'
      }
    ])
    const run = await deploy(
      { source: 'github', projectId: '', 'secret-key': '' },
      { event: pullEvent() }
    )
    expect(errorLines(run)).toEqual([])
    expect(run.code).toBe(0)
    expect(run.outputs.url).toBe('https://acme.mintlify.app')
    expect(run.outputs.status).toBe('success')
    expect(ranOutput(run).join('\n')).not.toContain('evil.example')
  })

  test.each(['SUCCESS', 'Success', 'succeeded'])(
    'a state GitHub does not list (%j) is no end, and the status output is "other"',
    async state => {
      emulator.checks.set(HEAD_SHA, [
        { name: 'Production', source: 'deployment', steps: ['success'] }
      ])
      const app = { login: 'mintlify[bot]', id: 1, type: 'Bot' }
      emulator.always('deployment-statuses', {
        status: 200,
        body: [{ id: 1, state, environment_url: 'https://acme.mintlify.app', creator: app }]
      })
      const run = await deploy({ source: 'github', timeout: '2s' }, { event: pullEvent() })
      expect(run.code).toBe(1)
      expect(errorLines(run)[0]).toContain(`was still "${state}" after 2s (timeout)`)
      expect(run.outputs).toMatchObject({ status: 'other', url: 'https://acme.mintlify.app' })
    }
  )

  test("a failure of the app's deployment fails the step", async () => {
    emulator.checks.set(HEAD_SHA, [
      { name: 'Preview', source: 'deployment', steps: ['failure'], summary: 'Build failed' }
    ])
    const run = await deploy({ source: 'github', environment: 'Preview' }, { event: pullEvent() })
    expect(run.code).toBe(1)
    expect(errorLines(run)[0]).toContain('ended "failure": Build failed')
  })

  /** `count` deployments to Production by mallory, newer than the app's (`app`, when given). */
  const flood = (count: number, app?: Partial<ScriptedCheck>): ScriptedCheck[] => [
    ...Array.from({ length: count }, () => ({
      name: 'Production',
      source: 'deployment' as const,
      by: 'mallory',
      steps: ['failure' as const],
      url: PHISH
    })),
    ...(app === undefined
      ? []
      : [
          { name: 'Production', source: 'deployment' as const, steps: ['success' as const], ...app }
        ])
  ]

  test("150 newer deployments by others: every page is read and the app's success found", async () => {
    emulator.checks.set(HEAD_SHA, flood(150, { url: 'https://acme.mintlify.app' }))
    const run = await deploy({ source: 'github' }, { event: pullEvent() })
    expect(errorLines(run)).toEqual([])
    expect(run.code).toBe(0)
    expect(run.outputs).toMatchObject({ status: 'success', url: 'https://acme.mintlify.app' })
    expect(emulator.requests.filter(r => r.route === 'deployments')[1]?.query.get('page')).toBe('2')
  })

  test("the app's status behind 150 of others' is read from its second page", async () => {
    emulator.checks.set(HEAD_SHA, flood(0, { statusesByOthers: 150, steps: ['failure'] }))
    const run = await deploy({ source: 'github' }, { event: pullEvent() })
    expect(run.code).toBe(1)
    expect(run.outputs.status).toBe('failure')
    expect(ranOutput(run).join('\n')).not.toContain('evil.example')
  })

  test('more than 1,000 newer deployments by others: a warning at the cap, and a timeout that says so, not a missing app', async () => {
    emulator.checks.set(HEAD_SHA, flood(1000, {}))
    const run = await deploy({ source: 'github', timeout: '2s' }, { event: pullEvent() })
    expect(run.code).toBe(1)
    const said = `Commit ${HEAD_SHA} has more than 1,000 deployments, none of the newest 1,000 by Mintlify's GitHub app, and no more are read (a cap)`
    expect(run.stdout.split('\n').filter(l => l.startsWith(`::warning::${said}`))).toHaveLength(1)
    expect(errorLines(run)[0]).toContain(said)
    expect(errorLines(run)[0]).toContain("Name the app's environment with environment")
    expect(errorLines(run)[0]).not.toContain('installed')
    expect(run.outputs.status).toBe('')
    // Ten pages a look, never an eleventh.
    const read = emulator.requests.filter(r => r.route === 'deployments')
    expect(new Set(read.map(r => r.query.get('page')))).toEqual(
      new Set(Array.from({ length: 10 }, (_, i) => String(i + 1)))
    )
  })

  test('exactly 1,000 deployments by others, the list whole: no app, as the timeout says', async () => {
    emulator.checks.set(HEAD_SHA, flood(1000))
    const run = await deploy({ source: 'github', timeout: '2s' }, { event: pullEvent() })
    expect(run.code).toBe(1)
    // No cap warning: only the hint that none of the app's has appeared (at half the timeout).
    const warnings = run.stdout.split('\n').filter(l => l.startsWith('::warning::'))
    expect(warnings).toEqual([expect.stringContaining('has appeared after 1s of waiting')])
    expect(errorLines(run)[0]).toContain('check that the Mintlify GitHub app is installed')
  })

  test('no deployment of the app within timeout fails, saying what to check', async () => {
    emulator.checks.set(HEAD_SHA, [
      { name: 'Production', source: 'deployment', by: 'mallory', steps: ['success'], url: PHISH }
    ])
    const run = await deploy({ source: 'github', timeout: '2s' }, { event: pullEvent() })
    expect(run.code).toBe(1)
    expect(errorLines(run)[0]).toContain(
      `No deployment of commit ${HEAD_SHA} by Mintlify's GitHub app`
    )
  })
})

describe("the agent's pull request gets its preview (preview: true)", () => {
  test('its branch is previewed once the pull request exists, before the checks are read, and the link is shown', async () => {
    emulator.headChecks = [[{ name: 'lint', source: 'check-run', steps: ['queued', 'success'] }]]
    const run = await runAgent({ preview: 'true', checks: 'report' }, issuesLabeled(7), {
      githubToken: emulator.githubToken
    })
    expect(errorLines(run)).toEqual([])
    expect(run.code).toBe(0)
    const routes = emulator.requests.map(r => r.route)
    expect(emulator.requests.find(r => r.route === 'deploy-preview')?.body).toEqual({
      branch: 'mintlify/agent-job_1'
    })
    // The job ended with its pull request, then the preview, then the checks.
    expect(routes.lastIndexOf('get')).toBeLessThan(routes.indexOf('deploy-preview'))
    expect(routes.lastIndexOf('deploy-status')).toBeLessThan(routes.indexOf('check-runs'))
    const link =
      '[https&#58;//acme-mintlify-agent-job-1.mintlify.site/](https://acme-mintlify-agent-job-1.mintlify.site/)'
    expect(emulator.commentsOn(7).at(-1)?.body).toContain(`| Preview | ${link} |`)
    expect(run.summary).toContain(`| Preview | ${link} |`)
  })

  test('a failed preview is a warning shown beside its link; the job still passes', async () => {
    emulator.deployScript = { steps: ['in_progress', 'failure'] }
    const run = await runAgent({ preview: 'true' }, issuesLabeled(7), {
      githubToken: emulator.githubToken
    })
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/::warning::The preview of branch "mintlify\/agent-job_1" failed/)
    expect(emulator.commentsOn(7).at(-1)?.body).toContain('(failure) |')
  })
})
