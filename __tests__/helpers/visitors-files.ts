import { readFileSync } from 'node:fs'
import { parse } from 'csv-parse/sync'
import type { VisitorDataset } from '../../emulator/visitors-data.js'

/**
 * The visitors export's files against the stand-in's dataset: the rows expected and the files
 * read back. Shared by the visitors action's run through dist/ (e2e/visitors.test.ts) and its
 * runs in process (visitors/export.flow.test.ts).
 */

export type Row = { path: string; human: number; ai: number; total: number }

/** The dataset's rows from `from` up to `to`, as the export writes them. */
export function expected(data: VisitorDataset, from = 0, to = data.size): Row[] {
  const rows: Row[] = []
  for (let i = from; i < Math.min(to, data.size); i++) {
    const { path, human, ai, total } = data.rowAt(i)
    rows.push({ path, human, ai, total })
  }
  return rows
}

export function readCsv(path: string): Row[] {
  const records = parse<Record<string, string>>(readFileSync(path, 'utf8'), { columns: true })
  return records.map(r => ({
    path: r.path ?? '',
    human: Number(r.human),
    ai: Number(r.ai),
    total: Number(r.total)
  }))
}

export function readNdjson(path: string): Row[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter(line => line !== '')
    .map(line => JSON.parse(line) as Row)
}
