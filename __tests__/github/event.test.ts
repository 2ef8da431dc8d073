import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from '@jest/globals'
import { parseRepository, readEvent, sameRepository } from '../../src/github/event.js'

const dir = mkdtempSync(join(tmpdir(), 'event-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function write(name: string, text: string): string {
  const path = join(dir, name)
  writeFileSync(path, text)
  return path
}

describe('readEvent', () => {
  test('reads the issue, comment and sender of an issue_comment on a pull request', () => {
    const path = write(
      'comment.json',
      JSON.stringify({
        action: 'created',
        issue: { number: 5, title: 'T', body: null, pull_request: { url: 'x' } },
        comment: { id: 9, body: '/agent go' },
        sender: { login: 'ann' }
      })
    )
    expect(readEvent({ GITHUB_EVENT_NAME: 'issue_comment', GITHUB_EVENT_PATH: path })).toEqual({
      name: 'issue_comment',
      action: 'created',
      issue: { number: 5, title: 'T', body: '', isPullRequest: true },
      comment: { kind: 'issue-comment', id: 9, body: '/agent go', location: undefined },
      sender: { login: 'ann', type: 'User' },
      actor: { login: 'ann', type: 'User' }
    })
  })

  test("a workflow_run's actor is its upstream run's triggering_actor, then its actor, then the sender", () => {
    const read = (workflow_run: unknown) =>
      readEvent({
        GITHUB_EVENT_NAME: 'workflow_run',
        GITHUB_EVENT_PATH: write(
          'run.json',
          JSON.stringify({ workflow_run, sender: { login: 'maintainer', type: 'User' } })
        )
      })
    const rerun = read({
      actor: { login: 'fork-author', type: 'User' },
      triggering_actor: { login: 'dependabot[bot]', type: 'Bot' }
    })
    expect(rerun.actor).toEqual({ login: 'dependabot[bot]', type: 'Bot' })
    expect(rerun.sender).toEqual({ login: 'maintainer', type: 'User' })
    expect(read({ actor: { login: 'fork-author' } }).actor).toEqual({
      login: 'fork-author',
      type: 'User'
    })
    expect(read({ triggering_actor: 'not an account' }).actor?.login).toBe('maintainer')
    expect(read(null).actor?.login).toBe('maintainer')
  })

  test("a review comment carries its place in the diff; a review's body is its comment", () => {
    const path = write(
      'review-comment.json',
      JSON.stringify({
        action: 'created',
        pull_request: { number: 42, title: 'Docs' },
        comment: { id: 3, body: '/agent x', path: 'docs/a.mdx', line: 12, start_line: null },
        sender: { login: 'ann' }
      })
    )
    const env = { GITHUB_EVENT_NAME: 'pull_request_review_comment', GITHUB_EVENT_PATH: path }
    expect(readEvent(env).comment).toEqual({
      kind: 'review-comment',
      id: 3,
      body: '/agent x',
      location: { path: 'docs/a.mdx', line: 12, startLine: undefined }
    })
    const review = write(
      'review.json',
      JSON.stringify({ action: 'submitted', review: { id: 8, body: null }, comment: { id: 1 } })
    )
    const reviewed = readEvent({
      GITHUB_EVENT_NAME: 'pull_request_review',
      GITHUB_EVENT_PATH: review
    })
    expect(reviewed.comment).toEqual({ kind: 'review', id: 8, body: '', location: undefined })
    // A comment on an event that carries no instruction is not read at all.
    expect(readEvent({ GITHUB_EVENT_NAME: 'issues', GITHUB_EVENT_PATH: review }).comment).toBe(
      undefined
    )
  })

  test('pull_request events give the pull request as the issue', () => {
    const path = write('pr.json', JSON.stringify({ pull_request: { number: 31, title: 't' } }))
    expect(
      readEvent({ GITHUB_EVENT_NAME: 'pull_request_target', GITHUB_EVENT_PATH: path }).issue
    ).toEqual({ number: 31, title: 't', body: '', isPullRequest: true })
  })

  test('no event file is an empty event; an unreadable one is an error naming GITHUB_EVENT_PATH', () => {
    expect(readEvent({ GITHUB_EVENT_NAME: 'schedule' })).toMatchObject({
      name: 'schedule',
      issue: undefined,
      sender: undefined
    })
    const broken = write('broken.json', '{"action":')
    expect(() => readEvent({ GITHUB_EVENT_NAME: 'issues', GITHUB_EVENT_PATH: broken })).toThrow(
      `Could not read the event payload at GITHUB_EVENT_PATH (${broken})`
    )
  })

  test('fields of the wrong type are ignored, not trusted', () => {
    const path = write(
      'odd.json',
      JSON.stringify({ issue: { number: '5' }, comment: { id: 'x' }, sender: { login: 7 } })
    )
    expect(readEvent({ GITHUB_EVENT_NAME: 'issues', GITHUB_EVENT_PATH: path })).toMatchObject({
      issue: undefined,
      comment: undefined,
      sender: undefined
    })
  })
})

describe('repositories', () => {
  test('GITHUB_REPOSITORY is owner/repo or nothing', () => {
    expect(parseRepository('acme/docs')).toEqual({ owner: 'acme', repo: 'docs' })
    for (const bad of [undefined, '', 'acme', 'a/b/c', 'a /b', '/docs'])
      expect(parseRepository(bad)).toBeUndefined()
  })
  test('sameRepository compares owner and name', () => {
    expect(sameRepository({ owner: 'a', repo: 'b' }, { owner: 'a', repo: 'b' })).toBe(true)
    expect(sameRepository({ owner: 'a', repo: 'b' }, { owner: 'a', repo: 'c' })).toBe(false)
  })
})
