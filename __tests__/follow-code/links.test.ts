import { expect, test } from '@jest/globals'
import { docsLink } from '../../src/follow-code/links.js'
import { withCovered } from '../../src/follow-code/docs.js'
import { parsePullRequestUrl } from '../../src/github/pull-request.js'
import { renderGitHub } from '../helpers/github-markdown.js'

/** The hrefs of the links GitHub would render. */
const hrefs = (markdown: string) =>
  [...renderGitHub(markdown).matchAll(/<a href="([^"]*)"/g)].map(m => m[1])

// A prLink the service sends may carry a query GitHub's URL parser keeps as the same pull request.
const HOSTILE = 'https://github.com/acme/docs/pull/42?x=) [click](https://evil.example/a b)'

test('the docs pull request is one link to itself, whatever its query holds', () => {
  const link = docsLink({ url: HOSTILE, ref: parsePullRequestUrl(HOSTILE) })
  expect(hrefs(link)).toHaveLength(1)
  expect(hrefs(link)[0]).toMatch(/^https:\/\/github\.com\/acme\/docs\/pull\/42\?x=%29/)
  expect(renderGitHub(link)).not.toContain('evil.example/a"')
  const plain = 'https://github.com/acme/docs/pull/42'
  expect(docsLink({ url: plain, ref: parsePullRequestUrl(plain) })).toBe(
    `[acme/docs#\u200b42](${plain})`.replace('\u200b', '&#8203;')
  )
})

test("a code pull request's address cannot end its link in the docs description", () => {
  const body = withCovered('', [{ label: 'acme/api#1', url: HOSTILE, title: 'Add', key: 1 }])
  expect(hrefs(body)).toHaveLength(1)
})
