/**
 * The analytics datasets of analytics-openapi.json, each described once: its endpoint, how it
 * pages, its largest page, and its rows' fields in the contract's order. The export, the files,
 * the checks and the dry run all read this table. (The eighth endpoint, one assistant thread, is
 * read by id and is not a dataset.)
 */

export type DatasetName =
  | 'views'
  | 'visitors'
  | 'feedback'
  | 'feedback-by-page'
  | 'searches'
  | 'assistant'
  | 'assistant-callers'

/**
 * `count`: a whole number of 0 or more; `ratio`: a finite number of 0 or more; `text`: a string
 * (an enum of the contract is read as text, so a new value does not break an export); `text?`: a
 * string or null; `flag`: a boolean; `sources`: a list of `{ title, url }`.
 */
export type FieldKind = 'count' | 'ratio' | 'text' | 'text?' | 'flag' | 'sources'

interface Field {
  readonly name: string
  readonly kind: FieldKind
  /** Absent from some rows (a field of one `anyOf` variant, or one that has a default). */
  readonly optional?: true
}

export interface DatasetSpec {
  readonly name: DatasetName
  /** The path after `/v1/analytics/{projectId}/`. */
  readonly segments: readonly string[]
  /**
   * `offset`: `offset` advances by the rows received while `hasMore`; `cursor`: `nextCursor`
   * (and `hasMore` where the answer has it); `single`: one request is the whole dataset.
   */
  readonly paging: 'offset' | 'cursor' | 'single'
  /** The largest `limit` the contract allows; undefined where there is no limit. */
  readonly limit: number | undefined
  /** The answer's list of rows; undefined when the answer itself is the one row. */
  readonly list: string | undefined
  readonly fields: readonly Field[]
  /** The field that names a row, to notice rows that come back while paging. */
  readonly key: string | undefined
  /** Takes the feedback filters `source` and `status`. */
  readonly filtered: boolean
}

const COUNTS: readonly Field[] = [
  { name: 'path', kind: 'text' },
  { name: 'human', kind: 'count' },
  { name: 'ai', kind: 'count' },
  { name: 'total', kind: 'count' }
]

export const DATASETS: readonly DatasetSpec[] = [
  spec('views', ['views'], 'offset', 250, 'views', COUNTS, 'path'),
  spec('visitors', ['visitors'], 'offset', 250, 'visitors', COUNTS, 'path'),
  spec(
    'feedback',
    ['feedback'],
    'cursor',
    100,
    'feedback',
    [
      { name: 'id', kind: 'text' },
      { name: 'path', kind: 'text' },
      { name: 'comment', kind: 'text?' },
      { name: 'createdAt', kind: 'text?' },
      { name: 'source', kind: 'text' },
      { name: 'status', kind: 'text' },
      { name: 'helpful', kind: 'flag', optional: true },
      { name: 'contact', kind: 'text?', optional: true },
      { name: 'code', kind: 'text', optional: true },
      { name: 'filename', kind: 'text?', optional: true },
      { name: 'lang', kind: 'text?', optional: true }
    ],
    'id',
    true
  ),
  spec(
    'feedback-by-page',
    ['feedback', 'by-page'],
    'single',
    100,
    'feedback',
    [
      { name: 'path', kind: 'text' },
      { name: 'thumbsUp', kind: 'count' },
      { name: 'thumbsDown', kind: 'count' },
      { name: 'code', kind: 'count' },
      { name: 'total', kind: 'count' }
    ],
    'path',
    true
  ),
  spec(
    'searches',
    ['searches'],
    'cursor',
    100,
    'searches',
    [
      { name: 'searchQuery', kind: 'text' },
      { name: 'hits', kind: 'count' },
      { name: 'ctr', kind: 'ratio' },
      { name: 'topClickedPage', kind: 'text?' },
      { name: 'lastSearchedAt', kind: 'text' }
    ],
    'searchQuery'
  ),
  spec(
    'assistant',
    ['assistant'],
    'cursor',
    1000,
    'conversations',
    [
      { name: 'id', kind: 'text' },
      { name: 'timestamp', kind: 'text' },
      { name: 'query', kind: 'text' },
      { name: 'response', kind: 'text' },
      { name: 'responseType', kind: 'text', optional: true },
      { name: 'sources', kind: 'sources' },
      { name: 'resolutionStatus', kind: 'text' },
      { name: 'queryCategory', kind: 'text?' },
      { name: 'pageUrl', kind: 'text?' }
    ],
    'id'
  ),
  spec(
    'assistant-callers',
    ['assistant', 'caller-stats'],
    'single',
    undefined,
    undefined,
    ['web', 'api', 'other', 'total'].map(name => ({ name, kind: 'count' as const })),
    undefined
  )
]

function spec(
  name: DatasetName,
  segments: readonly string[],
  paging: DatasetSpec['paging'],
  limit: number | undefined,
  list: string | undefined,
  fields: readonly Field[],
  key: string | undefined,
  filtered = false
): DatasetSpec {
  return { name, segments, paging, limit, list, fields, key, filtered }
}

export const DATASET_NAMES: readonly DatasetName[] = DATASETS.map(d => d.name)

export function datasetSpec(name: DatasetName): DatasetSpec {
  const found = DATASETS.find(d => d.name === name)
  if (found === undefined) throw new Error(`no dataset ${name}`)
  return found
}
