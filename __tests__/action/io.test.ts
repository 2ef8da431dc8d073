import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals'
import { createRunnerIO } from '../../src/action/io.js'
import { parseOutputs } from '../../emulator/runner.js'

/** The runner's ActionIO writes what @actions/core writes: stdout commands and the runner's files. */

const dir = mkdtempSync(join(tmpdir(), 'io-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const SECRET = 'mint_secret_0123456789'
let out: string[]
let files: { output: string; summary: string }
const saved = { ...process.env }

beforeEach(() => {
  out = []
  jest.spyOn(process.stdout, 'write').mockImplementation(chunk => (out.push(String(chunk)), true))
  files = { output: join(dir, `out-${Date.now()}`), summary: join(dir, `sum-${Date.now()}`) }
  writeFileSync(files.output, '')
  writeFileSync(files.summary, '')
  process.env.GITHUB_OUTPUT = files.output
  process.env.GITHUB_STEP_SUMMARY = files.summary
  process.env.INPUT_NAME = '  spaced  '
})
afterEach(() => {
  jest.restoreAllMocks()
  process.env = { ...saved }
  process.exitCode = undefined
})

describe('createRunnerIO', () => {
  test('masks a secret and removes it from every log line, output, summary and failure', async () => {
    const io = createRunnerIO(process.env)
    io.mask(SECRET)
    io.info(`info ${SECRET}`)
    io.warning(`warn ${SECRET}`)
    io.setOutputs({ jobId: `j-${SECRET}`, empty: '' })
    await io.writeSummary(`# ${SECRET}`)
    io.fail(`failed ${SECRET}`)
    const log = out.join('')
    expect(log).toContain(`::add-mask::${SECRET}`)
    expect(log.replace(`::add-mask::${SECRET}`, '')).not.toContain(SECRET)
    expect(log).toContain('output jobId=j-***')
    expect(log).toContain('::error::failed ***')
    expect(process.exitCode).toBe(1)
    expect(readFileSync(files.output, 'utf8')).toContain('j-***')
    expect(readFileSync(files.output, 'utf8')).not.toContain(SECRET)
    expect(readFileSync(files.summary, 'utf8')).toBe('# ***')
    expect(io.redact(`x ${SECRET}`)).toBe('x ***')
  })

  test("outputs in one append to GITHUB_OUTPUT, read back by the runner's rules, and one log write", () => {
    const io = createRunnerIO(process.env)
    const outputs = {
      jobId: 'j1',
      lines: 'one\ntwo\r\nthree',
      mimic: 'ghadelimiter_00000000-0000-0000-0000-000000000000\nname<<EOF',
      empty: ''
    }
    io.setOutputs(outputs)
    expect(parseOutputs(readFileSync(files.output, 'utf8'))).toEqual(outputs)
    const said = out.filter(chunk => chunk.includes('output '))
    expect(said).toHaveLength(1)
    expect(said[0]?.split('\n').filter(line => line.startsWith('output '))).toEqual([
      'output jobId=j1',
      'output lines=one\\ntwo\\nthree',
      'output mimic=ghadelimiter_00000000-0000-0000-0000-000000000000\\nname<<EOF'
    ])
  })

  test('no value can end its output early or be refused: the delimiter is longer than any run of ~ in it', () => {
    const io = createRunnerIO(process.env)
    const outputs = {
      tilde: 'ghadelimiter_~',
      ladder: ['ghadelimiter_~', 'ghadelimiter_~~', 'ghadelimiter_~~~', ''].join('\n'),
      run: `${'~'.repeat(100_000)}\nghadelimiter_${'~'.repeat(100_000)}`,
      crlf: 'ghadelimiter_~~\r\nghadelimiter_~~\r',
      'gh~~': 'a name with ~~ in it'
    }
    io.setOutputs(outputs)
    const text = readFileSync(files.output, 'utf8')
    expect(parseOutputs(text)).toEqual(outputs)
    // Each delimiter, read back from its header line, is in neither its name nor its value.
    for (const [name, value] of Object.entries(outputs)) {
      const header = text.split('\n').find(line => line.startsWith(`${name}<<`)) ?? ''
      const delimiter = header.slice(name.length + 2)
      expect(delimiter).toMatch(/^ghadelimiter_~+$/)
      expect(`${name}\n${value}`).not.toContain(delimiter)
    }
  })

  test('the same outputs write the same GITHUB_OUTPUT, with no random delimiter', () => {
    const outputs = { jobId: 'j1', lines: 'one\ntwo' }
    createRunnerIO(process.env).setOutputs(outputs)
    const first = readFileSync(files.output, 'utf8')
    createRunnerIO(process.env).setOutputs(outputs)
    expect(readFileSync(files.output, 'utf8')).toBe(first + first)
    expect(first).toBe(
      'jobId<<ghadelimiter_~\nj1\nghadelimiter_~\nlines<<ghadelimiter_~\none\ntwo\nghadelimiter_~\n'
    )
  })

  test('without GITHUB_OUTPUT (a runner before 2.297), outputs are set-output commands, as core says them', () => {
    delete process.env.GITHUB_OUTPUT
    createRunnerIO(process.env).setOutputs({ jobId: 'j1' })
    expect(out.join('')).toContain('::set-output name=jobId::j1')
  })

  test('reads inputs as core does: trimmed', () => {
    expect(createRunnerIO(process.env).input('name')).toBe('spaced')
  })

  test('the job JSON output is logged at debug level only', () => {
    createRunnerIO({ ...process.env, RUNNER_DEBUG: '1' }).setOutputs({
      job: '{"id":"j"}',
      status: 'completed'
    })
    const log = out.join('')
    expect(log).toContain('::debug::output job={"id":"j"}')
    expect(log).toContain('output status=completed')
  })

  test('debug lines are written only when the runner debugs the step (RUNNER_DEBUG=1)', () => {
    for (const debug of [undefined, '0', 'true', '1']) {
      out = []
      const io = createRunnerIO({ ...process.env, RUNNER_DEBUG: debug })
      io.debug('GET /x -> 200')
      io.setOutputs({ job: '{"id":"j"}', status: 'completed' })
      const debugs = out
        .join('')
        .split('\n')
        .filter(line => line.startsWith('::debug::'))
      expect(debugs).toEqual(
        debug === '1' ? ['::debug::GET /x -> 200', '::debug::output job={"id":"j"}'] : []
      )
      expect(out.join('')).toContain('output status=completed')
    }
  })

  test('without GITHUB_STEP_SUMMARY there is no summary and no error', async () => {
    const env = { ...process.env, GITHUB_STEP_SUMMARY: undefined }
    await createRunnerIO(env).writeSummary('# nothing')
    expect(out.join('')).not.toContain('warning')
  })

  test('groups wrap their body in the log', async () => {
    const value = await createRunnerIO(process.env).group('Agent job', () => Promise.resolve(3))
    expect(value).toBe(3)
    expect(out.join('')).toContain('::group::Agent job')
    expect(out.join('')).toContain('::endgroup::')
  })
})
