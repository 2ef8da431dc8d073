import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from '@jest/globals'
import { runAction } from '../../emulator/runner.js'
import { hostileDataset } from '../../emulator/visitors-data.js'
import { expected, readCsv } from '../helpers/visitors-files.js'
import { useExportStep } from '../helpers/export-step.js'

/**
 * The visitors action end to end: dist/visitors/index.js as the runner runs it, a whole export of
 * several pages to CSV, nothing on stderr. Every other case runs in process:
 * visitors/export.flow.test.ts (and e2e/visitors-parity.test.ts runs the bundle beside the one
 * from before the engine).
 */

const visitors = useExportStep('visitors', runAction, { prefix: 'visitors-e2e-' })
const { exportRun } = visitors

describe('visitors export, end to end through dist/visitors/index.js', () => {
  test('several pages to CSV: every row once, in order, quoted per RFC 4180', async () => {
    visitors.emulator.resetVisitors(hostileDataset(530))
    const run = await exportRun({ limit: '250' })
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const file = join(visitors.dir, 'visitors.csv')
    expect(readCsv(file)).toEqual(expected(visitors.emulator.visitors))
    const text = readFileSync(file, 'utf8')
    expect(text.startsWith('path,human,ai,total\r\n')).toBe(true)
    expect(text).toContain('"/guides/a, b and c/3",')
    expect(text).toContain('"/quotes/""quoted"" page/5",')
    expect(text).toContain('"/multi\nline/8",')
    expect(text).toContain('/文档/页面-7/ünïcødé-🚀,')
    expect(visitors.emulator.requests.map(r => r.query.get('offset'))).toEqual(['0', '250', '500'])
    expect(visitors.emulator.requests.every(r => r.query.get('limit') === '250')).toBe(true)
    expect(run.outputs).toMatchObject({
      rows: '530',
      pages: '3',
      complete: 'true',
      'next-offset': '',
      path: file
    })
    const totals = expected(visitors.emulator.visitors).reduce(
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
