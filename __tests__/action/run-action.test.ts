import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, test } from '@jest/globals'
import { InputError } from '../../src/action/errors.js'
import {
  CANCELLED_PASS,
  failed,
  PASSED,
  runAction,
  type Action
} from '../../src/action/run-action.js'
import { ROOT } from '../../emulator/runner.js'
import { ServiceError } from '../../src/service/errors.js'
import { fakeIO, fakeTrap } from '../helpers/fake-io.js'

const KEY = 'mint_secret_0123456789'

function action(run: Action<string>['run'], read: Action<string>['readSettings'] = () => 'ok') {
  return {
    secretInputs: ['secret-key'],
    inputs: { projectId: '', 'secret-key': '', dateFrom: '' },
    readSettings: read,
    run
  } satisfies Action<string>
}

describe('runAction', () => {
  test('an input the action does not declare is named first, with the one it probably means', async () => {
    const io = fakeIO(
      {},
      {
        'INPUT_PROJECT-ID': 'docs',
        INPUT_DATEFORM: 'x',
        INPUT_WHATEVER: 'y',
        INPUT_SECRET_KEY: 'k',
        INPUT_PROJECTID: ''
      }
    )
    const read = () => {
      throw new InputError('projectId', 'Input "projectId" is required.')
    }
    await runAction(
      action(() => Promise.resolve(PASSED), read),
      { io, trap: fakeTrap() }
    )
    expect(io.lines).toEqual([
      'warning: Input "project-id" is not an input of this action; did you mean "projectId"? Input names are written as action.yml declares them.',
      'warning: Input "dateform" is not an input of this action; did you mean "dateFrom"? Input names are written as action.yml declares them.',
      'warning: Input "whatever" is not an input of this action.',
      'warning: Input "secret_key" is not an input of this action; did you mean "secret-key"? Input names are written as action.yml declares them.'
    ])
    expect(io.failures).toEqual(['Input "projectId" is required.'])
  })

  test('an input another action declares fails the step before settings are read, naming that action', async () => {
    const io = fakeIO({}, { INPUT_REPORT: 'issue', INPUT_WHATEVER: 'y' })
    let read = false
    const result = await runAction(
      action(
        () => Promise.resolve(PASSED),
        () => ((read = true), 'ok')
      ),
      { io, trap: fakeTrap() }
    )
    expect(read).toBe(false)
    expect(result.kind).toBe('failed')
    expect(io.failures).toEqual([
      expect.stringMatching(
        /^Input "report" is an input of the analytics action \(your-org\/mintlify-agent-action\/analytics@v1\), not of this action\. .* Nothing was sent\.$/
      )
    ])
    // An input nobody declares stays a warning; the misplaced one is said once, as the error.
    expect(io.lines).toEqual(['warning: Input "whatever" is not an input of this action.'])
  })

  test('a deprecated input the workflow gave is named in the log with what to do instead', async () => {
    const deprecated = {
      ...action(() => Promise.resolve(PASSED)),
      inputs: { projectId: '', 'secret-key': '', 'poll-interval': '' },
      deprecated: { 'poll-interval': 'It adapts by itself: remove it.' }
    } satisfies Action<string>
    const given = fakeIO({ 'poll-interval': '5s' })
    expect(await runAction(deprecated, { io: given, trap: fakeTrap() })).toEqual(PASSED)
    expect(given.lines).toEqual([
      'info: Input "poll-interval" is deprecated: It adapts by itself: remove it.'
    ])
    const left = fakeIO({})
    await runAction(deprecated, { io: left, trap: fakeTrap() })
    expect(left.lines).toEqual([])
  })

  test('masks the secret inputs before reading settings, and passes', async () => {
    const io = fakeIO({ 'secret-key': KEY })
    const seen: string[] = []
    const result = await runAction(
      action(
        () => Promise.resolve(PASSED),
        io_ => (seen.push(...(io_ as typeof io).masked), 'ok')
      ),
      { io, trap: fakeTrap() }
    )
    expect(result).toEqual(PASSED)
    expect(seen).toEqual([KEY])
    expect(io.failures).toEqual([])
  })

  test('a cancelled run never passes: a pass becomes a cancelled failure, a failure keeps its words', async () => {
    const controller = new AbortController()
    const io = fakeIO({ 'secret-key': KEY })
    const cancelled = await runAction(
      action(() => (controller.abort(), Promise.resolve(PASSED))),
      { io, trap: fakeTrap(controller) }
    )
    expect(cancelled).toEqual(failed(CANCELLED_PASS))
    expect(io.failures).toEqual([CANCELLED_PASS])
    const other = fakeIO({ 'secret-key': KEY })
    await runAction(
      action(() => Promise.resolve(failed('The run was cancelled while the job ran.'))),
      { io: other, trap: fakeTrap(controller) }
    )
    expect(other.failures).toEqual(['The run was cancelled while the job ran.'])
  })

  test('a failed result fails the step once, redacted', async () => {
    const io = fakeIO({ 'secret-key': KEY })
    await runAction(
      action(() => Promise.resolve(failed(`the key ${KEY} was refused`))),
      { io, trap: fakeTrap() }
    )
    expect(io.failures).toEqual(['the key *** was refused'])
  })

  test('input and service errors are shown as they are; anything else is "Unexpected"', async () => {
    const cases: [unknown, string][] = [
      [new InputError('prompt', 'Input "prompt" is required.'), 'Input "prompt" is required.'],
      [
        new ServiceError(
          'The service failed (500).',
          { kind: 'status', status: 500 },
          { method: 'GET', path: '/' }
        ),
        'The service failed (500).'
      ],
      [new TypeError('x is undefined'), 'Unexpected error: x is undefined'],
      ['a thrown string', 'Unexpected error: a thrown string'],
      [null, 'Unexpected error: null']
    ]
    for (const [thrown, message] of cases) {
      const io = fakeIO()
      await runAction(
        action(() => Promise.reject(thrown as Error)),
        { io, trap: fakeTrap() }
      )
      expect(io.failures).toEqual([message])
    }
  })

  test('a settings error fails before the action runs', async () => {
    const io = fakeIO()
    let ran = false
    await runAction(
      action(
        () => ((ran = true), Promise.resolve(PASSED)),
        () => {
          throw new InputError('timeout', 'Input "timeout" must be a duration.')
        }
      ),
      { io, trap: fakeTrap() }
    )
    expect(ran).toBe(false)
    expect(io.failures).toEqual(['Input "timeout" must be a duration.'])
  })

  test('the action gets the cancellation signal, the clock and the start time', async () => {
    const controller = new AbortController()
    const io = fakeIO()
    let clock = 1_000
    const result = await runAction(
      action((_s, context) => {
        controller.abort()
        return Promise.resolve(
          context.time.signal.aborted && context.startedAt === 1_000 && context.time.now() === 1_001
            ? PASSED
            : failed('wrong context')
        )
      }),
      { io, trap: fakeTrap(controller), now: () => clock++ }
    )
    // Right context: the run "passed", which a cancelled run never does.
    expect(result).toEqual(failed(CANCELLED_PASS))
  })

  test('the trap is disposed whatever happens', async () => {
    let disposed = 0
    const trap = () => ({ signal: new AbortController().signal, dispose: () => void disposed++ })
    await runAction(
      action(() => Promise.reject(new Error('boom'))),
      { io: fakeIO(), trap }
    )
    await runAction(
      action(() => Promise.resolve(PASSED)),
      { io: fakeIO(), trap }
    )
    expect(disposed).toBe(2)
  })
})

describe('runMain, in the process it ends', () => {
  /** Runs an action whose run is `run` (source text) through runMain, in its own process. */
  const processOf = (run: string) =>
    new Promise<{ code: number | null; out: string }>(resolve => {
      const loader = pathToFileURL(join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href
      const source = pathToFileURL(join(ROOT, 'src/action/run-action.ts')).href
      const script = `const { runMain, failed, PASSED } = await import(${JSON.stringify(source)})
await runMain({ secretInputs: [], inputs: {}, readSettings: () => 'ok', run: ${run} })`
      const env = { ...process.env, GITHUB_OUTPUT: '', GITHUB_STEP_SUMMARY: '' }
      const child = spawn(
        process.execPath,
        ['--import', loader, '--input-type=module', '-e', script],
        {
          env,
          stdio: ['ignore', 'pipe', 'pipe']
        }
      )
      let out = ''
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
      child.on('close', code => resolve({ code, out }))
    })

  test("the run's exit code: 0 for a pass, 1 for a failure, with its error", async () => {
    expect((await processOf('() => Promise.resolve(PASSED)')).code).toBe(0)
    const failing = await processOf("() => Promise.resolve(failed('it failed'))")
    expect(failing.code).toBe(1)
    expect(failing.out).toContain('::error::it failed')
  }, 30_000)

  test("a run that never ends is not taken for a pass: Node's 13, an await left unsettled", async () => {
    expect((await processOf('() => new Promise(() => {})')).code).toBe(13)
  }, 30_000)
})
