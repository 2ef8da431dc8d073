import { describe, expect, test } from '@jest/globals'
import { markerSeal } from '../../src/github/hidden-marker.js'
import { findHandOverOn, findLastHandOver, handOverMarker } from '../../src/follow-code/state.js'
import { useGitHubStandIn } from '../github/stand-in.js'

/**
 * Where a hand-over counts (round 5): as the first line of a comment the token's own account wrote
 * on the code pull request it was sealed for, in this repository, with this key. A copy on another
 * pull request, a marker another account posted, a tampered seal: no hand-over. Against the
 * stand-in's GitHub (the workflow's token writes as github-actions[bot]).
 */

const gh = useGitHubStandIn()
const repository = { owner: 'acme', repo: 'api' } as const
const seal = markerSeal('mint_key', 'acme/api')
const [a, b] = ['a'.repeat(40), 'b'.repeat(40)]
const PERSON = { login: 'ann', type: 'User' } as const
const SYNC = { login: 'support-sync[bot]', type: 'Bot' } as const
const marker = (on: number, jobId: string, through?: string) =>
  handOverMarker(seal, { on, jobId, through })
const pagesRead = () =>
  gh.emulator.requests
    .filter(r => r.route === 'comment-list-repository')
    .map(r => Number(r.query.get('page')))

/** `count` comments of no hand-over (the repository's talk), on pull request 5. */
const talk = (count: number) => {
  for (let i = 0; i < count; i++) gh.emulator.addComment(5, `Looks good ${i}`, PERSON)
}

describe('the newest hand-over of the repository', () => {
  test('is the newest the token wrote where it was sealed; an edited one with CRLF still reads', async () => {
    gh.emulator.addComment(3, `${marker(3, 'job-1', a)}\nDocs: acme/docs#41`)
    const edited = `${marker(12, 'job-2', b)}\r\nDocs: acme/docs#42\r\nEdited by @ann.\r\n`
    const newest = gh.emulator.addComment(12, edited)
    // Newer than it, and none of them counts.
    gh.emulator.addComment(12, edited, PERSON)
    gh.emulator.addComment(12, edited, SYNC)
    gh.emulator.addComment(13, edited)
    gh.emulator.addComment(
      14,
      handOverMarker(markerSeal('mint_key', 'acme/docs'), { on: 14, jobId: 'job-3', through: a })
    )
    gh.emulator.addComment(15, marker(15, 'job-4', a).replace(/seal: \S/, 'seal: _'))
    gh.emulator.addComment(16, `Welcome! You wrote:\n${marker(16, 'job-5', a)}`)
    talk(3)
    expect(await findLastHandOver(gh.octokit, repository, seal)).toEqual({
      on: 12,
      commentId: newest.id,
      jobId: 'job-2',
      through: b
    })
    expect(pagesRead()).toEqual([1])
  })

  test('none: one page read when it is the last', async () => {
    talk(5)
    gh.emulator.addComment(5, 'A comment of the token without a marker')
    expect(await findLastHandOver(gh.octokit, repository, seal)).toBeUndefined()
    expect(pagesRead()).toEqual([1])
  })

  test('behind 250 newer comments: found on the third page', async () => {
    const comment = gh.emulator.addComment(7, marker(7, 'job-7'))
    talk(250)
    expect(await findLastHandOver(gh.octokit, repository, seal)).toEqual({
      on: 7,
      commentId: comment.id,
      jobId: 'job-7',
      through: undefined
    })
    expect(pagesRead()).toEqual([1, 2, 3])
  })

  test('behind 300 newer comments: not looked for further', async () => {
    gh.emulator.addComment(7, marker(7, 'job-7'))
    talk(300)
    expect(await findLastHandOver(gh.octokit, repository, seal)).toBeUndefined()
    expect(pagesRead()).toEqual([1, 2, 3])
  })

  test('100 comments: the second page is read, and it ends there', async () => {
    talk(100)
    expect(await findLastHandOver(gh.octokit, repository, seal)).toBeUndefined()
    expect(pagesRead()).toEqual([1, 2])
  })

  test('a comment whose issue_url names no issue by a number of its own is on no pull request', async () => {
    const view = (issueUrl: string, on: number) => ({
      id: 1,
      body: marker(on, 'job-9', a),
      issue_url: issueUrl,
      user: { login: 'github-actions[bot]', type: 'Bot' }
    })
    const api = 'https://api.github.com/repos/acme/api'
    gh.emulator.inject('comment-list-repository', {
      status: 200,
      body: [
        view(`${api}/pulls/12`, 12),
        view(`${api}/issues/12/comments`, 12),
        // Beyond the integers a number holds exactly: it would read as 9007199254740992.
        view(`${api}/issues/9007199254740993`, 2 ** 53),
        view(`${api}/issues/`, 0)
      ]
    })
    expect(await findLastHandOver(gh.octokit, repository, seal)).toBeUndefined()
  })
})

describe('the hand-over on one code pull request', () => {
  const target = { repository, number: 7 } as const

  test("is the token's own comment there, sealed for it, and the newest", async () => {
    gh.emulator.addComment(7, marker(7, 'job-1', a))
    const newest = gh.emulator.addComment(7, `${marker(7, 'job-2', b)}\r\nDocs: acme/docs#42`)
    gh.emulator.addComment(7, marker(8, 'job-3', b))
    gh.emulator.addComment(7, marker(7, 'job-4', b), PERSON)
    gh.emulator.addComment(7, marker(7, 'job-5', b), SYNC)
    expect(await findHandOverOn(gh.octokit, target, seal)).toEqual({
      on: 7,
      commentId: newest.id,
      jobId: 'job-2',
      through: b
    })
  })

  test('none there, or only a copy of another pull request’s: none', async () => {
    expect(await findHandOverOn(gh.octokit, target, seal)).toBeUndefined()
    gh.emulator.addComment(7, marker(8, 'job-3', b))
    expect(await findHandOverOn(gh.octokit, target, seal)).toBeUndefined()
  })
})
