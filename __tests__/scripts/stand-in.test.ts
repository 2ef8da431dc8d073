import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, expect, test } from '@jest/globals'
import { runStep } from '../helpers/run-step.js'

/**
 * `npm run stand-in`, run for real on a free port, and the action pointed at it: in process with
 * the inputs it prints, and as the bundle through the command it prints.
 */

const ROOT = resolve(import.meta.dirname, '../..')
let child: ChildProcess
let printed = ''

beforeAll(async () => {
  child = spawn(
    join(ROOT, 'node_modules/.bin/tsx'),
    [join(ROOT, 'scripts/stand-in.ts'), '--port', '0'],
    {
      cwd: ROOT
    }
  )
  await new Promise<void>((ready, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString()
      if (printed.includes('Ctrl-C stops it.')) ready()
    })
    child.on('exit', code => fail(new Error(`the stand-in exited (${code}): ${printed}`)))
  })
})
afterAll(() => {
  child.kill('SIGINT')
})

/** The value the stand-in printed for an input (`  secret-key: …`). */
const printedInput = (name: string) =>
  new RegExp(`^  ${name}: (\\S+)$`, 'm').exec(printed)?.[1] ?? ''

test('it prints the inputs to use, and the action works with them', async () => {
  const run = await runStep({
    inputs: {
      projectId: printedInput('projectId'),
      'secret-key': printedInput('secret-key'),
      'base-url': printedInput('base-url'),
      prompt: 'Fix the typos.',
      'poll-interval': '100ms'
    }
  })
  expect(printedInput('projectId')).toBe('docs')
  expect(run.code).toBe(0)
  expect(run.outputs.prLink).toBe('https://github.com/acme/docs/pull/42')
})

test("an unknown project gets the service's 404, as a wrong projectId would", async () => {
  const run = await runStep({
    inputs: {
      projectId: 'not-ours',
      'secret-key': printedInput('secret-key'),
      'base-url': printedInput('base-url'),
      prompt: 'Fix the typos.'
    }
  })
  expect(run.code).toBe(1)
  expect(run.stdout).toContain(
    '::error::Project "not-ours" was not found: check the projectId input (404 Not Found): Project not-ours not found.'
  )
})

test('the command it prints runs the bundled action through the runner emulation, against it', () => {
  const line = /^ {2}npm run local-action -- (agent .*)$/m.exec(printed)?.[1] ?? ''
  // The printed words, as a shell splits them (the prompt is the one quoted word).
  const args = [...line.matchAll(/(\S+="[^"]*"|\S+)/g)].map(m => m[1]?.replace(/"/g, '') ?? '')
  const out = execFileSync(
    join(ROOT, 'node_modules/.bin/tsx'),
    ['scripts/local-action.ts', ...args],
    {
      cwd: ROOT,
      encoding: 'utf8'
    }
  )
  expect(args).toContain('prompt=Fix the typos.')
  expect(out).toContain('prLink=https://github.com/acme/docs/pull/42')
  expect(out).toContain('exit code 0')
})

test('its banner says what it holds: data dated up to today, so days: 7 finds rows', () => {
  const today = new Date().toISOString().slice(0, 10)
  expect(printed).toMatch(
    new RegExp(
      `dated over the 28 days\\nfrom \\d{4}-\\d{2}-\\d{2} to ${today} \\(today, UTC\\), so days: 7 finds rows`
    )
  )
  for (const name of ['checks-fail', 'job-fails', 'job-never-ends', 'token-403', 'rate-limited'])
    expect(printed).toContain(`  ${name} `)
})

test('--scenario acts one out and says how to try it; an unknown one is refused with the list', async () => {
  const tsx = join(ROOT, 'node_modules/.bin/tsx')
  const wrong = spawnSync(tsx, ['scripts/stand-in.ts', '--port', '0', '--scenario', 'nope'], {
    cwd: ROOT,
    encoding: 'utf8'
  })
  expect(wrong.status).toBe(2)
  expect(wrong.stderr).toContain('There is no scenario "nope". The scenarios are: checks-fail,')
  const acting = spawn(
    tsx,
    ['scripts/stand-in.ts', '--port', '0', '--scenario', 'unknown-project'],
    {
      cwd: ROOT
    }
  )
  let banner = ''
  await new Promise<void>(ready => {
    acting.stdout.on('data', (chunk: Buffer) => {
      banner += chunk.toString()
      if (banner.includes('Ctrl-C stops it.')) ready()
    })
  })
  acting.kill('SIGINT')
  expect(banner).toMatch(
    /Scenario "unknown-project": the service knows no project: every projectId answers 404, as a wrong one would\. Try: npm run local-action -- analytics --stand-in http:\/\/127\.0\.0\.1:\d+ days=7/
  )
})
