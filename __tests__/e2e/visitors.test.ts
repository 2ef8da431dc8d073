import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import { runAction, type ActionRun } from '../../emulator/runner.js'
import { generatedDataset } from '../../emulator/visitors-data.js'
import { expected, readCsv } from '../helpers/visitors-files.js'
import { startStandIn, stopStandIn } from './stand-in.js'

/**
 * The visitors action end to end: dist/visitors/index.js as the runner runs it, a whole export of
 * several pages to CSV, nothing on stderr. Every other case runs in process:
 * visitors/export.flow.test.ts (and e2e/visitors-parity.test.ts runs the bundle beside the one
 * from before the engine).
 */

let emulator: Emulator
let dir: string

beforeEach(async () => {
  emulator = await startStandIn()
  dir = mkdtempSync(join(tmpdir(), 'visitors-e2e-'))
})
afterEach(async () => {
  rmSync(dir, { recursive: true, force: true })
  await stopStandIn(emulator)
})

function exportRun(inputs: Record<string, string>): Promise<ActionRun> {
  return runAction({
    action: 'visitors',
    inputs: {
      projectId: 'docs',
      'secret-key': emulator.apiKey,
      'base-url': emulator.url,
      ...inputs
    },
    env: { GITHUB_WORKSPACE: dir }
  })
}

describe('visitors export, end to end through dist/visitors/index.js', () => {
  test('several pages to CSV: every row once, in order, quoted per RFC 4180', async () => {
    emulator.resetVisitors(generatedDataset(530))
    const run = await exportRun({ limit: '250' })
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const file = join(dir, 'visitors.csv')
    expect(readCsv(file)).toEqual(expected(emulator.visitors))
    const text = readFileSync(file, 'utf8')
    expect(text.startsWith('path,human,ai,total\r\n')).toBe(true)
    expect(text).toContain('"/guides/a, b and c/3",')
    expect(text).toContain('"/quotes/""quoted"" page/5",')
    expect(text).toContain('"/multi\nline/8",')
    expect(text).toContain('/文档/页面-7/ünïcødé-🚀,')
    expect(emulator.requests.map(r => r.query.get('offset'))).toEqual(['0', '250', '500'])
    expect(emulator.requests.every(r => r.query.get('limit') === '250')).toBe(true)
    expect(run.outputs).toMatchObject({
      rows: '530',
      pages: '3',
      complete: 'true',
      'next-offset': '',
      path: file
    })
    const totals = expected(emulator.visitors).reduce(
      (t, r) => ({ human: t.human + r.human, ai: t.ai + r.ai, total: t.total + r.total }),
      { human: 0, ai: 0, total: 0 }
    )
    expect(run.outputs).toMatchObject({
      human: String(totals.human),
      ai: String(totals.ai),
      total: String(totals.total)
    })
  })
})
