/**
 * What the service reports for a period: one row per page (or query) with its counts over the
 * period, not one per day or week it was seen. The ordinary docs site's data (docs-site.ts) lists
 * a page once a week; the stand-in merges a period's rows of one key the way the service counts
 * them: counts added, a click-through rate weighted by its hits, the latest of texts (a date, a
 * time), the first non-empty value of anything else.
 */
type Row = Readonly<Record<string, unknown>>

export function mergedByKey<T extends object>(rows: Iterable<T>, key: string): T[] {
  const merged = new Map<unknown, Record<string, unknown>>()
  for (const row of rows as Iterable<Row>) {
    const into = merged.get(row[key])
    if (into === undefined) merged.set(row[key], { ...row })
    else add(into, row)
  }
  return [...merged.values()] as T[]
}

function add(into: Record<string, unknown>, row: Row): void {
  const [hitsBefore, hitsNow] = [into.hits, row.hits]
  for (const [field, value] of Object.entries(row)) {
    const was = into[field]
    if (field === 'ctr' && typeof hitsBefore === 'number' && typeof hitsNow === 'number')
      into.ctr = weighted([was, hitsBefore], [value, hitsNow])
    else if (typeof value === 'number' && typeof was === 'number') into[field] = was + value
    else if (typeof value === 'string' && typeof was === 'string')
      into[field] = value > was ? value : was
    else if (was === null || was === undefined) into[field] = value
  }
}

function weighted([a, wa]: [unknown, number], [b, wb]: [unknown, number]): number {
  const [x, y] = [Number(a), Number(b)]
  return wa + wb === 0 ? x : Math.round(((x * wa + y * wb) / (wa + wb)) * 100) / 100
}
