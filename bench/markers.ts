import { Emulator } from '../emulator/server.js'
import { createOctokit } from '../src/github/octokit.js'
import { findComment } from '../src/github/own-comments.js'
import { DIRECT } from '../src/http/stack.js'

/**
 * Finding the action's newest marker on an issue of `count` comments, over real HTTP to the
 * stand-in's GitHub: the marker is the newest of the action's own comments, with `after` people's
 * comments after it. Counts the requests (GitHub lists 100 comments a page, oldest first; the
 * fewest a search from the oldest can make is every page up to the marker's).
 */
export async function markerSearch(
  count: number,
  after: number
): Promise<{ readonly requests: number; readonly oldestFirst: number }> {
  const emulator = await new Emulator({ validate: false }).start()
  try {
    const person = { login: 'reader', type: 'User' } as const
    for (let i = 0; i < count - after - 1; i++) emulator.addComment(7, `comment ${i}`, person)
    emulator.addComment(7, '<!-- marker -->\nthe action')
    for (let i = 0; i < after; i++) emulator.addComment(7, `later ${i}`, person)
    const octokit = await createOctokit(emulator.githubToken, emulator.githubUrl, {
      fetch: DIRECT.fetch,
      log: { debug: () => undefined, info: () => undefined, warning: () => undefined },
      redact: text => text,
      time: {
        now: Date.now,
        sleep: () => Promise.resolve(),
        random: () => 0,
        signal: new AbortController().signal,
        retryBaseDelayMs: 1
      }
    })
    const target = { repository: { owner: 'acme', repo: 'docs' }, number: 7 }
    const found = await findComment(octokit, target, '<!-- marker -->')
    if (found === undefined) throw new Error('the marker was not found')
    // GraphQL's viewer (who the token is) is one request; the listings are the rest.
    const requests = emulator.requests.filter(r => r.route === 'comment-list').length
    return { requests, oldestFirst: Math.ceil(count / 100) }
  } finally {
    await emulator.close()
  }
}
