import { describe, expect, test } from '@jest/globals'
import {
  describePullRequest,
  isOnServer,
  parsePullRequestUrl,
  pullRequestOf
} from '../../src/github/pull-request.js'

describe('pullRequestOf: the one answer to "has the job a pull request?"', () => {
  test.each([null, undefined, '', 42])('prLink %j is none', prLink => {
    expect(
      pullRequestOf({ id: 'j', status: 'completed', prLink: prLink as string })
    ).toBeUndefined()
  })
  test('a URL is a pull request; its parts when it has the GitHub shape', () => {
    expect(
      pullRequestOf({ id: 'j', status: 'completed', prLink: 'https://github.com/a/b/pull/3' })
    ).toEqual({
      url: 'https://github.com/a/b/pull/3',
      ref: { host: 'github.com', owner: 'a', repo: 'b', number: 3 }
    })
    expect(pullRequestOf({ id: 'j', status: 'completed', prLink: 'https://gitlab.com/x' })).toEqual(
      { url: 'https://gitlab.com/x', ref: undefined }
    )
    expect(pullRequestOf(undefined)).toBeUndefined()
  })
})

describe('parsePullRequestUrl', () => {
  test.each([
    ['https://github.com/acme/docs/pull/42', 42],
    ['https://github.com/acme/docs/pull/42/', 42],
    ['https://github.com/acme/docs/pull/42/files', 42],
    ['https://github.com/acme/docs/pull/42#discussion', 42],
    ['https://ghe.example.com/acme/docs/pull/7?x=1', 7]
  ])('%s is pull request %d', (url, number) => {
    expect(parsePullRequestUrl(url)?.number).toBe(number)
  })
  test.each([
    'http://github.com/acme/docs/pull/42',
    'https://github.com/acme/docs/issues/42',
    'https://github.com/acme/pull/42',
    'https://github.com/acme/docs/pull/0',
    'https://github.com/acme/docs/pull/99999999999999999999',
    'javascript:alert(1)',
    'not a url'
  ])('%s is not', url => {
    expect(parsePullRequestUrl(url)).toBeUndefined()
  })
  test('reference, and which server', () => {
    const ref = parsePullRequestUrl('https://github.com/acme/docs/pull/42')
    if (ref === undefined) throw new Error('expected a pull request')
    expect(describePullRequest(ref)).toBe('acme/docs#42')
    expect(isOnServer(ref, 'https://github.com')).toBe(true)
    expect(isOnServer(ref, 'https://ghe.example.com')).toBe(false)
  })
})
