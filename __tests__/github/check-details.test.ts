import { describe, expect, test } from '@jest/globals'
import {
  failedStepTail,
  findPreview,
  needsLog,
  readAnnotations,
  readLogTail,
  TailWindow
} from '../../src/github/check-details.js'
import { readCommitChecks, type Check } from '../../src/github/checks.js'
import { DIRECT, type Fetch } from '../../src/http/stack.js'
import { useGitHubStandIn } from './stand-in.js'

const T = '2026-11-23T10:00:00.1234567Z '

describe('failedStepTail', () => {
  test('the failed step only, from its Run line to the exit code, without timestamps or colours', () => {
    const log = [
      `${T}##[group]Run actions/checkout@v4`,
      `${T}Fetching`,
      `${T}##[endgroup]`,
      `${T}##[group]Run npx mint broken-links`,
      `${T}npx mint broken-links`,
      `${T}##[endgroup]`,
      `${T}\u001b[31mfound 1 broken link\u001b[0m`,
      `${T}##[error]Process completed with exit code 1.`,
      `${T}Post job cleanup.`
    ].join('\r\n')
    expect(failedStepTail(log)).toBe(
      [
        'Run npx mint broken-links',
        'npx mint broken-links',
        'found 1 broken link',
        '##[error]Process completed with exit code 1.'
      ].join('\n')
    )
  })

  test('a long step keeps its last 60 lines', () => {
    const lines = Array.from({ length: 500 }, (_, i) => `${T}line ${i}`)
    const log = [
      `${T}##[group]Run test`,
      ...lines,
      `${T}##[error]Process completed with exit code 2.`
    ]
    const tail = failedStepTail(log.join('\n')).split('\n')
    expect(tail).toHaveLength(60)
    expect(tail[0]).toBe('line 441')
    expect(tail.at(-1)).toBe('##[error]Process completed with exit code 2.')
  })

  test('a log without the markers: its last lines', () => {
    const log = Array.from({ length: 100 }, (_, i) => `row ${i}`).join('\n')
    const tail = failedStepTail(log).split('\n')
    expect(tail).toHaveLength(60)
    expect(tail.at(-1)).toBe('row 99')
  })

  test('the first failure ends the step, not a later one', () => {
    const log = [
      '##[group]Run a',
      'a failed',
      '##[error]Process completed with exit code 1.',
      '##[group]Run b',
      'b failed',
      '##[error]Process completed with exit code 3.'
    ].join('\n')
    expect(failedStepTail(log)).toBe(
      'Run a\na failed\n##[error]Process completed with exit code 1.'
    )
  })
})

describe('failedStepTail: only what the runner writes counts as its markers', () => {
  test('a timestamp is cut at the start of a line only, with or without its fraction', () => {
    const log = [
      '2026-11-23T10:00:00Z ##[group]Run echo',
      'echo at 2026-11-23T10:00:00Z it broke',
      '2026-11-23T10:00:00.5Z',
      '2026-11-23T10:00:00Z ##[error]Process completed with exit code 1.'
    ].join('\n')
    expect(failedStepTail(log)).toBe(
      'Run echo\necho at 2026-11-23T10:00:00Z it broke\n\n##[error]Process completed with exit code 1.'
    )
  })

  test("the runner's markers count at the start of a line only", () => {
    const log = [
      '##[group]Run check',
      'it printed ##[group]Run fake',
      'and ##[endgroup]',
      'quoted: ##[error]Process completed with exit code 9.',
      'more',
      '##[error]Process completed with exit code 1.'
    ].join('\n')
    expect(failedStepTail(log)).toBe(
      [
        'Run check',
        'it printed ##[group]Run fake',
        'and ##[endgroup]',
        'quoted: ##[error]Process completed with exit code 9.',
        'more',
        '##[error]Process completed with exit code 1.'
      ].join('\n')
    )
  })

  test('the tail is trimmed of the blank lines a log ends with', () => {
    expect(failedStepTail('one\ntwo\n\n')).toBe('one\ntwo')
  })
})

describe('TailWindow', () => {
  test('keeps the last bytes of every push, and holds at most the window', () => {
    const tail = new TailWindow(10)
    for (let i = 0; i < 30; i++) {
      tail.push(Buffer.from(`${i % 10}`))
      expect(tail.size).toBe(Math.min(i + 1, 10))
    }
    expect(tail.text()).toBe('0123456789')
  })

  test('a chunk longer than the window keeps only its end; the window moves on byte by byte', () => {
    const tail = new TailWindow(4)
    tail.push(Buffer.from('abcdefgh'))
    expect(tail.size).toBe(4)
    expect(tail.text()).toBe('efgh')
    tail.push(Buffer.from('ij'))
    expect(tail.size).toBe(4)
    expect(tail.text()).toBe('ghij')
    tail.push(Buffer.from('klmn'))
    expect(tail.size).toBe(4)
    expect(tail.text()).toBe('klmn')
    tail.push(new Uint8Array(0))
    expect(tail.text()).toBe('klmn')
  })

  test('whatever the chunks: the same tail as the whole stream, and never more than the window held', () => {
    const stream = Buffer.from(Array.from({ length: 5_000 }, (_, i) => `line ${i}\n`).join(''))
    for (const size of [1, 3, 100, 1_000, 4_096, 50_000]) {
      const tail = new TailWindow(1_000)
      // The most held after any push (one expect per chunk size: 44,000 calls cost seconds).
      let most = 0
      for (let at = 0; at < stream.length; at += size) {
        tail.push(stream.subarray(at, at + size))
        most = Math.max(most, tail.size)
      }
      expect([size, most]).toEqual([size, 1_000])
      expect(tail.text()).toBe(stream.subarray(-1_000).toString('utf8'))
    }
  })

  test('a chunk the caller reuses afterwards does not change what was kept', () => {
    const tail = new TailWindow(8)
    const buffer = Buffer.from('abcd')
    tail.push(buffer)
    buffer.fill(0x7a)
    expect(tail.text()).toBe('abcd')
  })

  test('less than the window is all of it', () => {
    const tail = new TailWindow(100)
    tail.push(Buffer.from('short'))
    expect(tail.text()).toBe('short')
  })
})

describe('needsLog', () => {
  const job: Check = {
    name: 'links',
    source: 'check-run',
    state: 'failed',
    conclusion: 'failure',
    url: undefined,
    app: 'github-actions',
    id: 7
  }
  const exit = { path: '.github', line: 1, message: 'Process completed with exit code 1.' }

  test('a GitHub Actions job with no annotation, or only its exit code', () => {
    expect(needsLog(job, [])).toBe(true)
    expect(needsLog(job, [exit])).toBe(true)
  })

  test.each([
    ['Process completed with exit code 127', true],
    ['  Process completed with exit code 1.\n', true],
    ['Error: Process completed with exit code 1.', false],
    ['Process completed with exit code 1. Broken link in a.mdx', false],
    ['Process completed with exit code .', false]
  ])('an annotation %j says only that it failed: %p', (message, only) => {
    expect(needsLog(job, [{ ...exit, message }])).toBe(only)
  })

  test('not when an annotation says why, nor for another app, nor without an id', () => {
    expect(needsLog(job, [exit, { path: 'a.mdx', line: 3, message: 'Broken link' }])).toBe(false)
    expect(needsLog({ ...job, app: 'vercel' }, [])).toBe(false)
    expect(needsLog({ ...job, app: undefined }, [])).toBe(false)
    expect(needsLog({ ...job, id: undefined }, [])).toBe(false)
  })
})

const repo = { owner: 'acme', repo: 'docs' }

describe('readAnnotations, from the stand-in', () => {
  const stand = useGitHubStandIn()

  test("a check run's annotations, one page of 50, with what is missing told apart", async () => {
    stand.emulator.inject('check-annotations', {
      status: 200,
      body: [
        { path: 'a.mdx', start_line: 3, message: 'Broken link' },
        { path: null, start_line: null, message: null }
      ]
    })
    expect(await readAnnotations(stand.octokit, repo, 41)).toEqual([
      { path: 'a.mdx', line: 3, message: 'Broken link' },
      { path: '', line: undefined, message: '' }
    ])
    const request = stand.emulator.requests.find(r => r.route === 'check-annotations')
    expect(request?.path).toBe('/github/repos/acme/docs/check-runs/41/annotations')
    expect(request?.query.get('per_page')).toBe('50')
  })
})

describe('readLogTail, from the stand-in', () => {
  const stand = useGitHubStandIn()
  const cancel = new AbortController().signal

  /** The job id of a GitHub Actions job on commit `abc` whose log is `log`. */
  async function jobWithLog(log: string): Promise<number> {
    stand.emulator.checks.set('abc', [
      { name: 'links', source: 'check-run', steps: ['failure'], log }
    ])
    const read = await readCommitChecks(stand.octokit, repo, 'abc')
    const id = read.kind === 'read' ? read.checks[0]?.id : undefined
    if (id === undefined) throw new Error('the stand-in listed no job')
    return id
  }

  test("the failed step's end, through GitHub's redirect to the download", async () => {
    const id = await jobWithLog(
      '##[group]Run test\nboom\n##[error]Process completed with exit code 1.'
    )
    expect(await readLogTail(stand.octokit, DIRECT.fetch, repo, id, cancel)).toEqual({
      kind: 'tail',
      text: 'Run test\nboom\n##[error]Process completed with exit code 1.'
    })
  })

  test('a log of 3 MiB: its end is kept, and nothing before the window', async () => {
    const filler = `${'x'.repeat(1023)}\n`.repeat(3 * 1024)
    const id = await jobWithLog(`start\n${filler}the last line`)
    const read = await readLogTail(stand.octokit, DIRECT.fetch, repo, id, cancel)
    expect(read.kind).toBe('tail')
    const text = read.kind === 'tail' ? read.text : ''
    expect(text.endsWith('the last line')).toBe(true)
    expect(text).not.toContain('start')
    expect(text.split('\n')).toHaveLength(60)
  })

  test.each([403, 404])('a %d on the logs route: the token may not read logs', async status => {
    stand.emulator.inject('job-logs', { status, body: { message: 'Not accessible' } })
    expect(await readLogTail(stand.octokit, DIRECT.fetch, repo, 9, cancel)).toEqual({
      kind: 'forbidden'
    })
  })

  test('another refusal is not taken for a missing permission', async () => {
    stand.emulator.inject('job-logs', { status: 422, body: { message: 'Unprocessable' } })
    await expect(readLogTail(stand.octokit, DIRECT.fetch, repo, 9, cancel)).rejects.toThrow(
      /Unprocessable/
    )
  })

  test.each([
    ['no link at all', undefined],
    ['a link with credentials', 'https://user:pw@logs.example/job'],
    ['a link with a user name', 'https://token@logs.example/job'],
    ['a link with a password', 'https://:pw@logs.example/job'],
    ['another scheme on a loopback host', 'ftp://127.0.0.1/job'],
    ['http to another host', 'http://logs.example/job'],
    ['another scheme', 'ftp://logs.example/job'],
    ['not a URL', 'not a url']
  ])('%s is no download link', async (_, location) => {
    stand.emulator.inject('job-logs', {
      status: 200,
      body: {},
      ...(location === undefined ? {} : { headers: { location } })
    })
    expect(await readLogTail(stand.octokit, DIRECT.fetch, repo, 9, cancel)).toEqual({
      kind: 'unreadable',
      why: 'GitHub gave no https download link for it'
    })
  })

  test.each([410, 204])('a download that answers %d is named', async status => {
    const id = await jobWithLog('x')
    stand.emulator.inject('log-download', { status, body: { message: 'Gone' } })
    expect(await readLogTail(stand.octokit, DIRECT.fetch, repo, id, cancel)).toEqual({
      kind: 'unreadable',
      why: `its download answered ${status}`
    })
  })

  test('an https download on another host is fetched, without the token', async () => {
    const id = await jobWithLog('the log')
    const download = `${stand.emulator.url}/github/_downloads/job-logs/${id}`
    stand.emulator.inject('job-logs', {
      status: 302,
      headers: { location: 'https://pipelines.actions.example/logs/1?sig=x' }
    })
    const seen: { url: string; headers: unknown }[] = []
    const network: Fetch = (url, init) => {
      seen.push({ url: String(url), headers: init?.headers })
      return DIRECT.fetch(download, init)
    }
    expect(await readLogTail(stand.octokit, network, repo, id, cancel)).toEqual({
      kind: 'tail',
      text: 'the log'
    })
    expect(seen).toEqual([
      { url: 'https://pipelines.actions.example/logs/1?sig=x', headers: undefined }
    ])
  })

  test("a failed step that ended more than the window (256 KiB) before the log's end is not found", async () => {
    const after = 'post-job cleanup\n'.repeat(Math.ceil((257 * 1024) / 17))
    const id = await jobWithLog(
      `##[group]Run a\nfailed\n##[error]Process completed with exit code 1.\n${after}done`
    )
    const read = await readLogTail(stand.octokit, DIRECT.fetch, repo, id, cancel)
    expect(read.kind === 'tail' ? read.text.split('\n') : []).toEqual([
      ...Array<string>(59).fill('post-job cleanup'),
      'done'
    ])
  })

  test('cancelling the run stops a download that never ends', async () => {
    const id = await jobWithLog('x')
    stand.emulator.inject('log-download', { stream: 'trickle' })
    const stop = new AbortController()
    const read = readLogTail(stand.octokit, DIRECT.fetch, repo, id, stop.signal)
    setTimeout(() => stop.abort(), 200)
    await expect(read).rejects.toThrow()
  })
})

describe("findPreview: from Mintlify's app only", () => {
  const stand = useGitHubStandIn()
  const ours = 'https://acme-fix.mintlify.site'
  const theirs = 'https://phish.mintlify.site'
  const check = (fields: Partial<Check>): Check => ({
    name: 'c',
    source: 'check-run',
    state: 'passed',
    conclusion: 'success',
    url: undefined,
    ...fields
  })
  const find = (checks: readonly Check[]) => findPreview(stand.octokit, repo, 'abc', checks)

  test("a Mintlify check run's link, or failing that a link in its summary", async () => {
    expect(await find([check({ app: 'mintlify', url: ours, summary: theirs })])).toBe(ours)
    expect(await find([check({ app: 'mintlify', summary: `Preview: ${ours} ready` })])).toBe(ours)
    expect(stand.emulator.count('deployments')).toBe(0)
  })

  test('another app, a commit status, or a Mintlify check run without a preview: none', async () => {
    const checks = [
      check({ app: 'link-checker', url: theirs, summary: theirs }),
      check({ app: undefined, url: theirs }),
      check({ source: 'status', app: 'mintlify', url: theirs }),
      check({ app: 'mintlify', url: 'https://example.com', summary: 'no link' })
    ]
    expect(await find(checks)).toBeUndefined()
  })

  test("a Mintlify check run without a preview does not hide a later one's", async () => {
    const checks = [
      check({ app: 'mintlify', url: 'https://example.com' }),
      check({ app: 'mintlify', url: ours })
    ]
    expect(await find(checks)).toBe(ours)
  })

  test("a check run of Mintlify's listed after others still wins", async () => {
    const checks = [check({ app: 'ci', url: theirs }), check({ app: 'mintlify', url: ours })]
    expect(await find(checks)).toBe(ours)
  })

  test("else the environment of a deployment Mintlify's app made, for this commit", async () => {
    stand.emulator.checks.set('abc', [
      { name: 'Preview', source: 'deployment', steps: ['success'], url: theirs, by: 'other[bot]' },
      { name: 'Preview', source: 'deployment', steps: ['success'], url: ours }
    ])
    expect(await find([])).toBe(ours)
    const listed = stand.emulator.requests.find(r => r.route === 'deployments')
    expect(listed?.query.get('sha')).toBe('abc')
    expect(listed?.query.get('per_page')).toBe('100')
    const statuses = stand.emulator.requests.filter(r => r.route === 'deployment-statuses')
    expect(statuses).toHaveLength(1)
    expect(statuses[0]?.query.get('per_page')).toBe('100')
  })

  test("the app's deployment behind 150 others', and its status behind 120 others': still found, page by page", async () => {
    const others = Array.from({ length: 150 }, (_, i) => ({
      name: `Other ${i}`,
      source: 'deployment' as const,
      steps: ['success' as const],
      url: theirs,
      by: 'other[bot]'
    }))
    // Listed in the order scripted: the app's after 150 by another bot.
    stand.emulator.checks.set('abc', [
      ...others,
      {
        name: 'Preview',
        source: 'deployment',
        steps: ['success'],
        url: ours,
        statusesByOthers: 120
      }
    ])
    expect(await find([])).toBe(ours)
    expect(stand.emulator.count('deployments')).toBe(2)
    expect(stand.emulator.count('deployment-statuses')).toBe(2)
  })

  test('a deployment by a person or another bot is no source', async () => {
    stand.emulator.checks.set('abc', [
      { name: 'Preview', source: 'deployment', steps: ['success'], url: theirs, by: 'mallory' },
      { name: 'Preview', source: 'deployment', steps: ['success'], url: theirs, by: 'bot[bot]' }
    ])
    expect(await find([])).toBeUndefined()
    expect(stand.emulator.count('deployment-statuses')).toBe(0)
  })

  test("a status on Mintlify's deployment counts only when its app set it", async () => {
    stand.emulator.checks.set('abc', [
      { name: 'Preview', source: 'deployment', steps: ['success'] }
    ])
    const status = (login: string, type: string, url: string) => ({
      environment_url: url,
      target_url: url,
      creator: { login, type }
    })
    stand.emulator.inject('deployment-statuses', {
      status: 200,
      body: [
        status('mallory', 'User', theirs),
        status('mintlify[bot]', 'User', theirs),
        status('other[bot]', 'Bot', theirs)
      ]
    })
    expect(await find([])).toBeUndefined()
    const mintlify = { login: 'mintlify[bot]', type: 'Bot' }
    stand.emulator.inject('deployment-statuses', {
      status: 200,
      body: [
        { environment_url: '', target_url: '', creator: mintlify },
        { environment_url: '', target_url: ours, creator: mintlify }
      ]
    })
    expect(await find([])).toBe(ours)
  })

  test('a deployment without a creator is no source', async () => {
    stand.emulator.inject('deployments', { status: 200, body: [{ id: 5, creator: null }] })
    expect(await find([])).toBeUndefined()
    expect(stand.emulator.count('deployment-statuses')).toBe(0)
  })

  test.each([403, 404])('a %d on deployments is no preview, not an error', async status => {
    stand.emulator.inject('deployments', { status, body: { message: 'Not accessible' } })
    expect(await find([])).toBeUndefined()
  })

  test('another refusal of deployments is an error', async () => {
    stand.emulator.inject('deployments', { status: 422, body: { message: 'Unprocessable' } })
    await expect(find([])).rejects.toThrow(/Unprocessable/)
  })
})
