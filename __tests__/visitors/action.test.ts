import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import type { Emulator, Fault } from '../../emulator/server.js'
import { hostileDataset } from '../../emulator/visitors-data.js'
import { runAction } from '../../src/action/run-action.js'
import { ServiceError } from '../../src/service/errors.js'
import { exportOutputs, judgeExport, visitorsAction } from '../../src/visitors/action.js'
import type { ExportResult } from '../../src/visitors/export.js'
import { startStandIn, stopStandIn } from '../e2e/stand-in.js'
import { fakeIO, fakeTrap } from '../helpers/fake-io.js'

const dir = mkdtempSync(join(tmpdir(), 'visitors-action-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
let emulator: Emulator
beforeEach(async () => {
  emulator = await startStandIn({ visitors: hostileDataset(120) })
})
afterEach(async () => {
  await stopStandIn(emulator)
})

function run(inputs: Record<string, string>) {
  const io = fakeIO(
    { projectId: 'docs', 'secret-key': emulator.apiKey, 'base-url': emulator.url, ...inputs },
    { GITHUB_WORKSPACE: dir, MINTLIFY_ACTION_RETRY_DELAY: '10ms' }
  )
  return runAction(visitorsAction, { io, trap: fakeTrap() }).then(result => ({ result, io }))
}

describe('visitorsAction', () => {
  test('pages to the end: the file, the outputs, one summary', async () => {
    const { result, io } = await run({ limit: '50', format: 'ndjson', path: 'v.ndjson' })
    expect(result).toEqual({ kind: 'passed' })
    expect(emulator.count('visitors')).toBe(3)
    expect(readFileSync(join(dir, 'v.ndjson'), 'utf8').trim().split('\n')).toHaveLength(120)
    expect(io.outputs).toMatchObject({
      rows: '120',
      pages: '3',
      complete: 'true',
      'next-offset': ''
    })
    expect(io.lines.at(-1)).toBe(
      `info: Exported 120 rows in 3 request(s) to ${join(dir, 'v.ndjson')}.`
    )
    expect(io.summaries).toHaveLength(1)
  })

  test('a failure keeps the rows and says where to resume', async () => {
    emulator.inject('visitors', { delayMs: 0 }, ...Array<Fault>(5).fill({ status: 500 }))
    const { result, io } = await run({ limit: '50', path: 'v.csv' })
    expect(result.kind).toBe('failed')
    expect(io.failures[0]).toContain('Run again with offset: 50 to continue.')
    expect(io.outputs).toMatchObject({ rows: '50', complete: 'false', 'next-offset': '50' })
  })
})

describe('exportOutputs and judgeExport', () => {
  const stats = { totals: { human: 3, ai: 1, total: 4 }, rows: 10, pages: 1, top: [] }
  test.each<[ExportResult, string, string]>([
    [{ kind: 'complete', stats }, 'passed', 'Exported 10 rows in 1 request(s) to f.'],
    [
      { kind: 'stopped', stats, nextOffset: 10 },
      'passed',
      'Stopped at max-rows after 10 rows; continue with offset: 10.'
    ],
    [
      { kind: 'cancelled', stats, nextOffset: 10 },
      'failed',
      'The export was cancelled after 10 rows, kept in f; continue with offset: 10.'
    ],
    [
      {
        kind: 'failed',
        stats,
        nextOffset: 10,
        error: new ServiceError(
          'Boom.',
          { kind: 'status', status: 500 },
          { method: 'GET', path: '/' }
        )
      },
      'failed',
      'Boom. The export stopped at offset 10: the 10 rows before it are in f. Run again with offset: 10 to continue.'
    ]
  ])('%# %j', (result, kind, message) => {
    expect(judgeExport(result, 'f')).toEqual({ kind, message })
    expect(exportOutputs(result, 'f')).toMatchObject({ human: '3', ai: '1', total: '4', path: 'f' })
  })
})
