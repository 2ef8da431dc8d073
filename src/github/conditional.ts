import { gitHubErrorOf } from './failure.js'

/**
 * Conditional reads for a long wait: each answer is kept with its `ETag`, and the next read of the
 * same page asks `If-None-Match`. GitHub answers `304 Not Modified` when nothing changed, with no
 * body, and a 304 does not count against the primary rate limit ("Best practices for using the
 * REST API": use conditional requests if appropriate), so a checks wait reads again only what
 * changed, and an unchanged page costs the token nothing. Octokit throws a 304 as an error; it is
 * read back here as the page kept.
 */
export class ConditionalReads {
  private readonly kept = new Map<string, { readonly etag: string; readonly data: unknown }>()
  /** Reads GitHub answered with a page, and reads it answered 304 (which the rate limit does not count). */
  fresh = 0
  unchanged = 0

  /**
   * The page `key` as GitHub has it now: `read` is asked with the headers of a conditional request
   * (none the first time), and answers the page and its headers.
   */
  async read<T>(
    key: string,
    read: (headers: Record<string, string>) => Promise<{
      readonly data: T
      readonly headers: { readonly etag?: string }
    }>
  ): Promise<T> {
    const kept = this.kept.get(key)
    try {
      const answer = await read(kept === undefined ? {} : { 'if-none-match': kept.etag })
      this.fresh++
      const { etag } = answer.headers
      if (typeof etag === 'string' && etag !== '') this.kept.set(key, { etag, data: answer.data })
      return answer.data
    } catch (error) {
      if (kept === undefined || gitHubErrorOf(error)?.status !== 304) throw error
      this.unchanged++
      return kept.data as T
    }
  }
}
