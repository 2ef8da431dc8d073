import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { request } from 'undici'
import { addedFile } from '../../emulator/code-repo.js'
import { tokensOn } from '../../emulator/github-code.js'
import { TEST_APP_TOKEN } from '../../emulator/github-identity.js'
import { Emulator } from '../../emulator/server.js'

/** The stand-in's code repository, acme/api, as GitHub's documented endpoints answer for it. */

let emulator: Emulator
beforeEach(async () => {
  emulator = await new Emulator().start()
})
afterEach(async () => {
  await emulator.close()
})

async function get(path: string, token = emulator.githubToken) {
  const res = await request(`${emulator.githubUrl}${path}`, {
    headers: { authorization: `token ${token}` }
  })
  return {
    status: res.statusCode,
    link: String(res.headers.link ?? ''),
    body: (await res.body.json()) as Record<string, unknown>
  }
}

const API = '/repos/acme/api'

describe('the code repository answers for acme/api only', () => {
  test("another repository has no compare, and its pull requests are the docs repository's", async () => {
    const range = `${emulator.code.root}...main`
    expect((await get(`${API}/compare/${range}`)).status).toBe(200)
    expect((await get(`/repos/acme/docs/compare/${range}`)).status).toBe(404)
    expect((await get('/repos/acme/docs/commits')).status).toBe(404)
    expect((await get(`${API}/pulls/1`)).body.title).toBe('Add the orders endpoint')
    expect((await get('/repos/acme/docs/pulls/1')).status).toBe(404)
  })

  test('without a token GitHub knows: 401', async () => {
    expect((await get(`${API}/pulls/1`, 'ghs_unknown')).status).toBe(401)
  })

  test('which token touched which repository', async () => {
    await get(`${API}/pulls/1`, TEST_APP_TOKEN)
    await get('/repos/acme/docs/issues/7/comments')
    expect(tokensOn(emulator.requests, 'acme/api')).toEqual(new Set([`token ${TEST_APP_TOKEN}`]))
    expect(tokensOn(emulator.requests, 'acme/docs')).toEqual(
      new Set([`token ${emulator.githubToken}`])
    )
  })
})

describe('compare two commits', () => {
  test('the seeded history: commits oldest first, files of the range, the last per path', async () => {
    const { body } = await get(`${API}/compare/${emulator.code.root}...main`)
    const commits = body.commits as { sha: string; parents: { sha: string }[] }[]
    expect(body.total_commits).toBe(7)
    expect(commits.at(-1)?.sha).toBe(emulator.code.main)
    const files = body.files as { filename: string; patch?: string }[]
    expect(files).toHaveLength(124)
    expect(files.find(f => f.filename === 'assets/logo.png')).not.toHaveProperty('patch')
    expect(files.find(f => f.filename === 'src/api/orders.ts')?.patch).toContain('PAGE = 50')
  })

  test('without paging: the newest 250 commits; files capped at 300', async () => {
    const base = emulator.code.main
    for (let i = 0; i < 260; i++)
      emulator.code.push({ files: [addedFile(`f${i}.ts`, 1), addedFile(`g${i}.ts`, 1)] })
    const { body, link } = await get(`${API}/compare/${base}...main`)
    expect(body.total_commits).toBe(260)
    expect(body.commits).toHaveLength(250)
    expect(body.files).toHaveLength(300)
    expect(link).toBe('')
  })

  test('paged: per_page commits a page with Link headers, the files on page 1 only', async () => {
    const base = emulator.code.main
    for (let i = 0; i < 5; i++) emulator.code.push({ files: [addedFile(`f${i}.ts`, 1)] })
    const first = await get(`${API}/compare/${base}...main?per_page=2&page=1`)
    expect(first.body.commits).toHaveLength(2)
    expect(first.body.files).toHaveLength(5)
    expect(first.link).toMatch(/page=2>; rel="next".*page=3>; rel="last"/)
    const last = await get(`${API}/compare/${base}...main?per_page=2&page=3`)
    expect(last.body.commits).toHaveLength(1)
    expect(last.body.files).toEqual([])
  })

  test('a ref it does not have: 404', async () => {
    expect((await get(`${API}/compare/${'f'.repeat(40)}...main`)).status).toBe(404)
  })
})

describe('pull requests and commits', () => {
  test("a commit's pull requests: the one its branch or merge belongs to; none for a push", async () => {
    const pull = emulator.code.pulls.get(1)
    for (const sha of [...(pull?.commits ?? []), pull?.mergeSha])
      expect(
        ((await get(`${API}/commits/${sha}/pulls`)).body as unknown as { number: number }[]).map(
          p => p.number
        )
      ).toEqual([1])
    expect((await get(`${API}/commits/${emulator.code.main}/pulls`)).body).toEqual([])
    expect((await get(`${API}/commits/${'f'.repeat(40)}/pulls`)).status).toBe(422)
  })

  test("a pull request's files: 30 a page unless asked, at most 100, at most 3,000 in all", async () => {
    expect((await get(`${API}/pulls/3/files`)).body).toHaveLength(30)
    const page = await get(`${API}/pulls/3/files?per_page=500&page=2`)
    expect(page.body).toHaveLength(20)
    expect(page.link).toMatch(/rel="prev"/)
    const { pull } = emulator.code.merge({
      files: Array.from({ length: 3005 }, (_, i) => addedFile(`g${i}.ts`, 1))
    })
    const at30 = await get(`${API}/pulls/${pull?.number}/files?per_page=100&page=30`)
    expect(at30.body).toHaveLength(100)
    expect(at30.link).not.toMatch(/rel="next"/)
    expect((await get(`${API}/pulls/${pull?.number}`)).body.changed_files).toBe(3005)
  })

  test("a commit's files, 300 a page", async () => {
    const { after } = emulator.code.push({
      files: Array.from({ length: 301 }, (_, i) => addedFile(`h${i}.ts`, 1))
    })
    const first = await get(`${API}/commits/${after}`)
    expect(first.body.files).toHaveLength(300)
    expect(first.link).toMatch(/rel="next"/)
    expect((await get(`${API}/commits/${after}?page=2`)).body.files).toHaveLength(1)
  })

  test('the commits of a branch since a time, newest first', async () => {
    const since = new Date(Date.now() + 3600_000).toISOString()
    emulator.code.push({
      message: 'later',
      files: [],
      at: new Date(Date.now() + 7200_000).toISOString()
    })
    const { body } = await get(`${API}/commits?sha=main&since=${encodeURIComponent(since)}`)
    expect(
      (body as unknown as { commit: { message: string } }[]).map(c => c.commit.message)
    ).toEqual(['later'])
    expect((await get(`${API}/commits`)).body).toHaveLength(9)
  })
})
