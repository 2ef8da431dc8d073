import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { Emulator } from '../../emulator/server.js'
import { connectIssue } from '../../src/agent/issue.js'
import { agentSettings, commentOn7, runContext } from '../helpers/agent-settings.js'
import { fakeIO } from '../helpers/fake-io.js'

let emulator: Emulator
beforeEach(async () => {
  emulator = await new Emulator().start()
})
afterEach(async () => {
  await emulator.close()
})

function connect(inputs: Record<string, string>, event = commentOn7('/agent go')) {
  const io = fakeIO()
  const settings = agentSettings({ 'github-token': emulator.githubToken, ...inputs }, event, {
    GITHUB_API_URL: emulator.githubUrl
  })
  const context = runContext(io)
  return { github: connectIssue(settings, context), io }
}

describe('connectIssue', () => {
  test('the issue and repository of the run, and one Octokit made on first use', async () => {
    const { github } = connect({})
    expect(github.issue).toEqual({ repository: { owner: 'acme', repo: 'docs' }, number: 7 })
    expect(github.repository).toEqual({ owner: 'acme', repo: 'docs' })
    const [a, b] = await Promise.all([github.octokit(), github.octokit()])
    expect(a).toBeDefined()
    expect(a).toBe(b)
    expect(emulator.requests).toEqual([])
  })

  test('acknowledge reacts to the triggering comment; comments go to the issue', async () => {
    const comment = emulator.addComment(7, '/agent go')
    const event = commentOn7('/agent go')
    const payload = { ...event.payload, comment: { ...event.payload.comment, id: comment.id } }
    const { github } = connect({}, { ...event, payload })
    await github.acknowledge('eyes')
    expect(comment.reactions).toEqual(['eyes'])
    const commenter = await github.openCommenter()
    await commenter?.post('hello')
    expect(emulator.commentsOn(7).map(c => c.body)).toEqual(['/agent go', 'hello'])
  })

  test('a dry run writes nothing to GitHub: no commenter, no reaction', async () => {
    const { github } = connect({ 'dry-run': 'true' })
    expect(await github.openCommenter()).toBeUndefined()
    await github.acknowledge('eyes')
    expect(emulator.requests).toEqual([])
  })

  test('comment: false opens no commenter', async () => {
    expect(await connect({ comment: 'false' }).github.openCommenter()).toBeUndefined()
  })

  test('without a token: no Octokit, and a warning that the result will not be commented', async () => {
    const { github, io } = connect({ 'github-token': '' })
    expect(await github.octokit()).toBeUndefined()
    expect(await github.openCommenter()).toBeUndefined()
    await github.acknowledge('rocket')
    expect(io.lines).toEqual([
      'warning: No github-token: the result will not be commented on the issue.'
    ])
    expect(emulator.requests).toEqual([])
  })

  test("what it writes to GitHub is redacted by the run's masks", async () => {
    const { github, io } = connect({})
    io.mask('mint_live_9f8e7d6c5b4a')
    const commenter = await github.openCommenter()
    await commenter?.post('the key is mint\\_live\\_9f8e7d6c5b4a, escaped')
    expect(emulator.commentsOn(7).map(c => c.body)).toEqual(['the key is ***, escaped'])
  })
})
