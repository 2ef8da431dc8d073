import { beforeEach, describe, expect, test } from '@jest/globals'
import { addedFile, type CodeFile } from '../../emulator/code-repo.js'
import { codeClosed, codePushed } from '../../emulator/code-events.js'
import { tokensOn } from '../../emulator/github-code.js'
import { TEST_APP_TOKEN } from '../../emulator/github-identity.js'
import { runAction, withoutMaskCommands } from '../../emulator/runner.js'
import { injectedCommands, useStandIn } from './stand-in.js'
import { DOCS_PULL, HOSTILE_BODY, followCodeStep } from '../helpers/follow-code-step.js'

/**
 * follow-code's Done-when list, one run each, through dist/follow-code/index.js as the runner
 * spawns it in the code repository acme/api: what the process leaves (exit code, stderr, the log's
 * workflow commands, outputs, summary) and what reached the stand-in. The flows' detail is
 * in-process, in __tests__/follow-code/action.flow.test.ts.
 */

const emulator = useStandIn()
const step = followCodeStep(runAction, emulator)

const RULES = 'src/api/**\n!**/*.test.ts'

beforeEach(() => {
  // Each turn ends at its first status check: a run costs no poll interval of real time.
  emulator.turns = [{ activePolls: 0, end: 'completed', prLink: DOCS_PULL }]
})

function merged(fields: { title?: string; body?: string; files?: readonly CodeFile[] } = {}) {
  const landed = emulator.code.merge({ files: [addedFile('src/api/invoices.ts')], ...fields })
  if (landed.pull === undefined) throw new Error('a merge lands a pull request')
  return { pull: landed.pull, push: codePushed(landed) }
}

const warnings = (stdout: string) => stdout.split('\n').filter(l => l.startsWith('::warning::'))

describe('follow-code, end to end through dist/follow-code/index.js', () => {
  test('a push the rules match: one job, its prompt quoting the change as data, one link on the code pull request', async () => {
    const { pull, push } = merged({ title: 'Add invoices', body: HOSTILE_BODY })
    const run = await step({ paths: RULES }, push)
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(emulator.count('create')).toBe(1)
    const prompt = emulator.jobs.get('job_1')?.prompts[0] ?? ''
    expect(prompt).toContain('`Add invoices`')
    expect(prompt).toMatch(/`{5,}[^\n]*\n[\s\S]*ignore previous instructions/)
    expect(injectedCommands(run.stdout)).toEqual([])
    expect(withoutMaskCommands(run.stdout)).not.toContain('pwned')
    expect(run.outputs).toMatchObject({
      jobId: 'job_1',
      prLink: DOCS_PULL,
      status: 'completed',
      covered: `[${pull.number}]`,
      skipped: 'false'
    })
    expect(emulator.commentsOn(pull.number).map(c => c.body)).toEqual([
      expect.stringContaining(`](${DOCS_PULL})`)
    ])
  })

  test('a push matching nothing: no job, skipped, and the summary says so', async () => {
    const { push } = merged({ files: [addedFile('docs/notes.md')] })
    const run = await step({ paths: RULES }, push)
    expect(run.code).toBe(0)
    expect(emulator.count('create')).toBe(0)
    expect(run.outputs).toMatchObject({ skipped: 'true', covered: '[]', jobId: '' })
    expect(run.summary).toContain('nothing of the change matches the paths rules')
  })

  test('a rerun over the same push makes no second job', async () => {
    const { push } = merged()
    expect((await step({ paths: RULES }, push)).code).toBe(0)
    const again = await step({ paths: RULES }, push)
    expect(again.code).toBe(0)
    expect(again.outputs.skipped).toBe('true')
    expect(emulator.count('create')).toBe(1)
  })

  test('a second merge while the docs pull request is open goes to the same job; both code pull requests named', async () => {
    const first = merged({ title: 'Add invoices' })
    const inputs = { paths: RULES, 'docs-token': TEST_APP_TOKEN }
    expect((await step(inputs, first.push)).code).toBe(0)
    const second = merged({ title: 'Add refunds', files: [addedFile('src/api/refunds.ts')] })
    const run = await step(inputs, second.push)
    expect(run.code).toBe(0)
    expect(run.outputs.jobId).toBe('job_1')
    expect(emulator.count('create')).toBe(1)
    expect(emulator.count('message')).toBe(1)
    const body = emulator.pullRequest(42)?.body ?? ''
    expect(body).toContain(`acme/api#${first.pull.number}`)
    expect(body).toContain(`acme/api#${second.pull.number}`)
  })

  test("a fork's merged pull request through pull_request_target", async () => {
    const { pull } = merged({ title: 'From a fork' })
    const run = await step({ paths: RULES }, codeClosed(pull, { fromFork: true }))
    expect(run.code).toBe(0)
    expect(run.outputs.covered).toBe(`[${pull.number}]`)
    expect(emulator.requests.some(r => r.path.includes('/outsider/'))).toBe(false)
  })

  test('a 10 MB diff: a bounded prompt, and the summary names what was cut', async () => {
    const patch = '+'.concat('x'.repeat(99), '\n').repeat(100_000)
    const file: CodeFile = {
      path: 'src/api/schema.ts',
      status: 'modified',
      additions: 100_000,
      deletions: 0,
      patch
    }
    const run = await step({ paths: RULES, 'max-change': '20000' }, merged({ files: [file] }).push)
    expect(run.code).toBe(0)
    expect(emulator.jobs.get('job_1')?.prompts[0]?.length).toBeLessThanOrEqual(20_000)
    expect(run.summary).toContain('src/api/schema.ts')
  })

  test('without docs-token: the links, and one warning', async () => {
    const { pull, push } = merged()
    const run = await step({ paths: RULES }, push)
    expect(run.code).toBe(0)
    expect(emulator.commentsOn(pull.number)).toHaveLength(1)
    expect(warnings(run.stdout)).toEqual([expect.stringContaining('No docs-token')])
  })

  test('with docs-token: the checks loop runs on the docs pull request, with the docs token only', async () => {
    emulator.headChecks = [[{ name: 'lint', source: 'check-run', steps: ['success'] }]]
    const run = await step(
      { paths: RULES, 'docs-token': TEST_APP_TOKEN, checks: 'report' },
      merged().push
    )
    expect(run.code).toBe(0)
    expect(warnings(run.stdout)).toEqual([])
    expect(emulator.count('check-runs')).toBeGreaterThan(0)
    expect([...tokensOn(emulator.requests, 'acme/docs')]).toEqual([`token ${TEST_APP_TOKEN}`])
    expect(run.summary).toContain('Checks of the docs pull request: passed.')
  })
})
