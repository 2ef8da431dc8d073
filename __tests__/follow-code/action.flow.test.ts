import { describe, expect, test } from '@jest/globals'
import { addedFile, type CodeFile } from '../../emulator/code-repo.js'
import { codeClosed, codePushed, codeReleased } from '../../emulator/code-events.js'
import { tokensOn } from '../../emulator/github-code.js'
import { TEST_APP_TOKEN } from '../../emulator/github-identity.js'
import { injectedCommands, useStandIn } from '../e2e/stand-in.js'
import { DOCS_PULL, HOSTILE_BODY, followCodeStep } from '../helpers/follow-code-step.js'
import { filteredOutsideCode, renderGitHub, rendered } from '../helpers/github-markdown.js'
import { runStep } from '../helpers/run-step.js'

/**
 * The follow-code action's flows, in process (helpers/run-step.ts): the step the runner prepares
 * in the code repository acme/api, against the stand-in's code repository and its docs
 * repository acme/docs; waits are instant on the injected clock. What only the bundle in a
 * process shows stays in e2e/follow-code.test.ts.
 */

const emulator = useStandIn()
const step = followCodeStep(runStep, emulator)

const RULES = 'src/api/**\n!**/*.test.ts'
const API_FILES = [addedFile('src/api/invoices.ts', 6), addedFile('src/api/invoices.test.ts', 4)]

/** A merge into acme/api's main, and the push it made. */
function merged(fields: { title?: string; body?: string; files?: readonly CodeFile[] } = {}) {
  const landed = emulator.code.merge({ files: API_FILES, ...fields })
  const pull = landed.pull
  if (pull === undefined) throw new Error('a merge lands a pull request')
  return { pull, push: codePushed(landed) }
}

/** The prompt of each job the run created, in order. */
const prompts = () => [...emulator.jobs.values()].map(job => job.prompts)

/** What of a prompt GitHub would render outside code blocks and spans: what would be live. */
const live = (markdown: string) =>
  renderGitHub(markdown).replace(/<(pre|code)\b[\s\S]*?<\/\1>/g, '')

/** Requests that write to GitHub (anything but a read). */
const writes = () =>
  emulator.requests.filter(
    r => r.path.startsWith('/github/') && r.method !== 'GET' && r.route !== 'graphql'
  )

const warnings = (stdout: string) => stdout.split('\n').filter(l => l.startsWith('::warning::'))

describe('follow-code, in process, against the stand-in', () => {
  test('a push the rules match: one job, the change quoted as inert data, one link on the code pull request', async () => {
    const { pull, push } = merged({ title: 'Add invoices', body: HOSTILE_BODY })
    const run = await step({ paths: RULES }, push)
    expect(run.code).toBe(0)
    expect(emulator.count('create')).toBe(1)
    const [prompt = ''] = prompts()[0] ?? []
    expect(prompt).toContain(`## Pull request acme/api#${pull.number}: \`Add invoices\``)
    expect(prompt).toContain('src/api/invoices.ts')
    expect(prompt).not.toContain('+line 1 of src/api/invoices.test.ts')
    expect(prompt).toContain('ignore previous instructions')
    expect(live(prompt)).not.toMatch(/pwned|ignore previous|@org\/team|@octocat|forged/)
    expect(injectedCommands(run.stdout)).toEqual([])
    expect(run.outputs).toEqual(
      expect.objectContaining({
        jobId: 'job_1',
        prLink: DOCS_PULL,
        status: 'completed',
        covered: `[${pull.number}]`,
        skipped: 'false'
      })
    )
    const comments = emulator.commentsOn(pull.number)
    expect(comments).toHaveLength(1)
    expect(renderGitHub(comments[0]?.body ?? '')).toContain(`>acme/docs#\u200b42</a>`)
    expect(comments[0]?.body).toContain(`](${DOCS_PULL})`)
    expect(comments[0]?.body).toContain('open, the docs have not merged yet')
    expect(run.summary).toContain(`acme/api#${pull.number}`)
  })

  test('a hostile title stays inert in the docs description, the summary and the log', async () => {
    const title = '@org/team ::error::pwned #42 [x](https://evil.example) <img src=x>'
    const { push } = merged({ title, body: HOSTILE_BODY })
    const run = await step({ paths: RULES, 'docs-token': TEST_APP_TOKEN }, push)
    expect(run.code).toBe(0)
    const description = emulator.pullRequest(42)?.body ?? ''
    expect(description).toContain('pwned')
    for (const markdown of [description, run.summary]) {
      expect(filteredOutsideCode(markdown)).toEqual([])
      expect(rendered(markdown).tags).not.toContain('img')
      expect(renderGitHub(markdown)).not.toMatch(/href="https:\/\/evil/)
    }
    expect(injectedCommands(run.stdout)).toEqual([])
  })

  test('a push the rules do not match: no job, no credits, and the summary says so', async () => {
    const { push } = merged({ files: [addedFile('docs/notes.md'), addedFile('src/api/a.test.ts')] })
    const run = await step({ paths: RULES }, push)
    expect(run.code).toBe(0)
    expect(emulator.count('create')).toBe(0)
    expect(emulator.requests.filter(r => !r.path.startsWith('/github/'))).toEqual([])
    expect(writes()).toEqual([])
    expect(run.outputs).toEqual(expect.objectContaining({ skipped: 'true', covered: '[]' }))
    expect(run.summary).toContain(
      'No job was started: nothing of the change matches the paths rules'
    )
  })

  test('a rerun over the same push makes no second job and no second comment', async () => {
    const { pull, push } = merged()
    expect((await step({ paths: RULES }, push)).code).toBe(0)
    const again = await step({ paths: RULES }, push)
    expect(again.code).toBe(0)
    expect(emulator.count('create')).toBe(1)
    expect(emulator.count('message')).toBe(0)
    expect(emulator.commentCreatesOn(pull.number)).toBe(1)
    expect(again.outputs).toEqual(expect.objectContaining({ skipped: 'true', covered: '[]' }))
    expect(again.summary).toContain('it was handed over already (job job\\_1)')
  })

  test('a second merge while the docs pull request is open goes to the same job; its description names both', async () => {
    const first = merged({ title: 'Add invoices' })
    expect((await step({ paths: RULES, 'docs-token': TEST_APP_TOKEN }, first.push)).code).toBe(0)
    const second = merged({ title: 'Add refunds', files: [addedFile('src/api/refunds.ts')] })
    const run = await step({ paths: RULES, 'docs-token': TEST_APP_TOKEN }, second.push)
    expect(run.code).toBe(0)
    expect(emulator.count('create')).toBe(1)
    expect(emulator.count('message')).toBe(1)
    expect(emulator.jobs.get('job_1')?.prompts.at(-1)).toContain('`Add refunds`')
    expect(run.outputs).toEqual(
      expect.objectContaining({ jobId: 'job_1', covered: `[${second.pull.number}]` })
    )
    expect(run.summary).toContain(
      'The docs pull request of job job\\_1 is still open, so this change went to job job\\_1 as a follow-up.'
    )
    const body = emulator.pullRequest(42)?.body ?? ''
    expect(body).toContain(`acme/api#${first.pull.number}`)
    expect(body).toContain(`acme/api#${second.pull.number}`)
    for (const pull of [first.pull, second.pull])
      expect(emulator.commentsOn(pull.number)[0]?.body).toContain(DOCS_PULL)
  })

  test("pull_request_target: a fork's merged pull request, read from the code repository alone", async () => {
    const { pull } = merged({ title: 'From a fork' })
    const run = await step({ paths: RULES }, codeClosed(pull, { fromFork: true }))
    expect(run.code).toBe(0)
    expect(emulator.count('create')).toBe(1)
    expect(run.outputs.covered).toBe(`[${pull.number}]`)
    expect(emulator.requests.some(r => r.path.includes('/outsider/'))).toBe(false)
    expect(emulator.commentsOn(pull.number)).toHaveLength(1)
  })

  test('a pull request closed without merging starts nothing, and asks nothing', async () => {
    const { pull } = merged()
    const run = await step({ paths: RULES }, codeClosed(pull, { merged: false }))
    expect(run.code).toBe(0)
    expect(emulator.requests).toEqual([])
    expect(run.outputs).toEqual(expect.objectContaining({ skipped: 'true', jobId: '' }))
    expect(run.summary).toContain(`#&#8203;${pull.number} was closed without merging`)
  })

  test('a schedule: a first run reads the last day; the next one only what merged after it', async () => {
    const schedule = { name: 'schedule', payload: { schedule: '0 5 * * 1-5' } }
    const first = await step({ paths: RULES }, schedule)
    expect(first.code).toBe(0)
    expect(first.summary).toContain('in the last day (a first run)')
    expect(emulator.count('create')).toBe(1)
    const quiet = await step({ paths: RULES }, schedule)
    expect(quiet.outputs.skipped).toBe('true')
    expect(quiet.summary).toContain('No job was started: no commit was made in it.')
    const { pull } = merged({ title: 'Add refunds' })
    const next = await step({ paths: RULES }, schedule)
    expect(next.outputs.covered).toBe(`[${pull.number}]`)
    expect(next.summary).toContain('(the last commit handed over)')
    expect(emulator.count('create')).toBe(1)
    expect(emulator.count('message')).toBe(1)
  })

  test('a published release: the change since the previous published release, drafts never counted', async () => {
    const first = merged({ title: 'Add invoices' })
    emulator.code.tag('v2.3.0')
    const second = merged({ title: 'Refund invoices', files: [addedFile('src/api/refunds.ts', 3)] })
    emulator.code.tag('v2.4.0')
    emulator.releases.push(
      { tag: 'v2.3.0', draft: false, publishedAt: '2026-11-02T10:00:00Z' },
      { tag: 'v2.3.9', draft: true, publishedAt: null },
      { tag: 'v2.4.0', draft: false, publishedAt: '2026-11-20T10:00:00Z' }
    )
    const run = await step({ paths: RULES }, codeReleased('v2.4.0'))
    expect(run.code).toBe(0)
    expect(emulator.count('create')).toBe(1)
    expect(run.outputs.covered).toBe(`[${second.pull.number}]`)
    const [prompt = ''] = prompts()[0] ?? []
    expect(prompt).toContain('Refund invoices')
    expect(prompt).not.toContain('Add invoices')
    expect(emulator.commentsOn(first.pull.number)).toEqual([])
    expect(run.summary).toContain('release v2.4.0 (since v2.3.0)')
  })

  test('a first published release has nothing to compare with: no job, and what to do', async () => {
    const run = await step({}, codeReleased('v1.0.0'))
    expect(run.code).toBe(0)
    expect(run.outputs.skipped).toBe('true')
    expect(run.summary).toContain('hand its change over by hand (workflow\\_dispatch with range)')
    expect(emulator.count('code-releases')).toBe(1)
    expect(emulator.count('create')).toBe(0)
  })

  test('a draft release starts nothing, and asks nothing', async () => {
    const run = await step({}, codeReleased('v1.1.0', true))
    expect(run.code).toBe(0)
    expect(run.outputs.skipped).toBe('true')
    expect(emulator.requests).toEqual([])
  })

  test('a 10 MB diff: the prompt stays within max-change and the summary names the file cut', async () => {
    const huge = '+'.concat('x'.repeat(99), '\n').repeat(100_000)
    const file: CodeFile = {
      path: 'src/api/schema.ts',
      status: 'modified',
      additions: 100_000,
      deletions: 0,
      patch: huge
    }
    const { push } = merged({ files: [file, addedFile('src/api/small.ts')] })
    const run = await step({ paths: RULES }, push)
    expect(run.code).toBe(0)
    const [prompt = ''] = prompts()[0] ?? []
    expect(prompt.length).toBeLessThanOrEqual(60_000)
    expect(prompt).toContain('+line 1 of src/api/small.ts')
    expect(run.summary).toContain('**Left out or cut:**')
    expect(run.summary).toMatch(/- src\/api\/schema\.ts/)
  })

  test('without docs-token: the links both ways, and one warning saying what it could not do', async () => {
    const { pull, push } = merged()
    const run = await step({ paths: RULES, 'pr-labels': 'documentation' }, push)
    expect(run.code).toBe(0)
    expect(emulator.commentsOn(pull.number)[0]?.body).toContain(DOCS_PULL)
    const said = warnings(run.stdout)
    expect(said).toHaveLength(1)
    expect(said[0]).toContain('No docs-token')
    expect(said[0]).toContain('add pr-labels')
    expect(said[0]).toContain('pull-requests: write')
    expect(emulator.labels.get(42)).toBeUndefined()
    expect(tokensOn(emulator.requests, 'acme/docs').size).toBeLessThanOrEqual(1)
  })

  test('without docs-token, a docs repository the workflow token cannot read: still one warning', async () => {
    expect((await step({ paths: RULES }, merged().push)).code).toBe(0)
    // A private docs repository: GitHub answers 404 to a token that may not see it.
    emulator.always('pull-get', { status: 404, body: { message: 'Not Found' } })
    const run = await step({ paths: RULES }, merged().push)
    expect(run.code).toBe(0)
    expect(emulator.count('message')).toBe(1)
    expect(warnings(run.stdout)).toEqual([expect.stringContaining('No docs-token')])
    expect(run.stdout).toContain('Could not read whether the docs pull request')
  })

  test('with docs-token: every request to the docs repository carries it, the description lists the code pull request, the checks loop runs there', async () => {
    emulator.headChecks = [[{ name: 'lint', source: 'check-run', steps: ['queued', 'success'] }]]
    const { pull, push } = merged()
    const run = await step(
      {
        paths: RULES,
        'docs-token': TEST_APP_TOKEN,
        checks: 'report',
        'pr-labels': 'documentation'
      },
      push
    )
    expect(run.code).toBe(0)
    expect(warnings(run.stdout)).toEqual([])
    const docsTokens = [...tokensOn(emulator.requests, 'acme/docs')]
    expect(docsTokens).toEqual([`token ${TEST_APP_TOKEN}`])
    expect([...tokensOn(emulator.requests, 'acme/api')]).toEqual([`token ${emulator.githubToken}`])
    expect(emulator.pullRequest(42)?.body).toContain(`acme/api#${pull.number}`)
    expect(emulator.labels.get(42)).toEqual(['documentation'])
    const checkReads = emulator.requests.filter(
      r => r.route === 'check-runs' && r.path.startsWith('/github/repos/acme/docs/')
    )
    expect(checkReads.length).toBeGreaterThan(0)
    expect(run.summary).toContain('Checks of the docs pull request: passed.')
  })

  test('a refused key (401) fails the step before anything is written anywhere', async () => {
    const { push } = merged()
    const run = await step({ paths: RULES, 'secret-key': 'mint_refused_0123456789' }, push)
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/::error::.*401/)
    expect(emulator.jobs.size).toBe(0)
    expect(writes()).toEqual([])
  })

  test('a refused key fails before anything is written when the change would go to an open job', async () => {
    expect((await step({ paths: RULES }, merged().push)).code).toBe(0)
    const before = writes().length
    const run = await step({ 'secret-key': 'mint_refused_0123456789' }, merged().push)
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/::error::.*401/)
    expect(writes()).toHaveLength(before)
    expect(emulator.count('message')).toBe(0)
  })

  test('a failure to find the last hand-over says so, and the permission it needs', async () => {
    emulator.inject('comment-list-repository', { status: 403, body: { message: 'Forbidden' } })
    const run = await step({ paths: RULES }, merged().push)
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(
      "::error::Could not find the last hand-over in the repository's comments (403)"
    )
    expect(run.stdout).not.toContain('read the change')
    expect(emulator.count('create')).toBe(0)
  })
})
