import { describe, expect, test } from '@jest/globals'
import { commentInstruction, readTrigger, splitMessages } from '../../src/agent/trigger.js'
import type { GitHubEvent } from '../../src/github/event.js'

const issue = {
  number: 7,
  title: 'Document exports',
  body: 'We need a page.',
  isPullRequest: false
}

function commentEvent(body: string, action = 'created'): GitHubEvent {
  return {
    name: 'issue_comment',
    action,
    issue,
    comment: { id: 55, body },
    sender: { login: 'ann', type: 'User' }
  }
}

describe('readTrigger', () => {
  test('a comment instruction is read once: the prompt, and the instruction shown in reports', () => {
    const trigger = readTrigger(commentEvent('/agent  Add a\u200b table '), '/agent', '')
    expect(trigger).toEqual({
      kind: 'run',
      prompt: 'Add a table',
      promptSource: 'issue',
      promptCut: false,
      instruction: { commentId: 55, author: 'ann', text: 'Add a table' }
    })
  })

  test('a standing prompt comes before the instruction; a bare trigger asks for the issue itself', () => {
    const standing = readTrigger(commentEvent('/agent add a table'), '/agent', 'Be brief.')
    expect(standing.kind === 'run' && standing.prompt).toBe('Be brief.\n\nadd a table')
    const bare = readTrigger(commentEvent('/agent'), '/agent', '')
    expect(bare.kind === 'run' && bare.prompt).toBe('Document exports\n\nWe need a page.')
    expect(bare.kind === 'run' && bare.instruction?.text).toBe('')
  })

  test('comments without the trigger, and edits, are skipped with the reason', () => {
    expect(readTrigger(commentEvent('LGTM'), '/agent', '')).toEqual({
      kind: 'skip',
      reason: 'the comment does not start with the trigger "/agent"'
    })
    expect(readTrigger(commentEvent('/agent go', 'edited'), '/agent', '')).toMatchObject({
      kind: 'skip',
      reason: expect.stringContaining('the comment was edited, not created')
    })
  })

  test('an issue text longer than the cap is cut visibly; a prompt input never is', () => {
    const long = { ...issue, body: 'x'.repeat(120_000) }
    const event: GitHubEvent = { ...commentEvent(''), name: 'issues', issue: long }
    const cut = readTrigger(event, '/agent', '')
    expect(cut.kind === 'run' && cut.promptCut).toBe(true)
    expect(cut.kind === 'run' && cut.prompt.length).toBe(100_000)
    const given = readTrigger(event, '/agent', 'y'.repeat(120_000))
    expect(given.kind === 'run' && given.prompt.length).toBe(120_000)
  })

  test('no prompt outside issue events is an input error naming "prompt"', () => {
    const event: GitHubEvent = { ...commentEvent(''), name: 'schedule' }
    expect(() => readTrigger(event, '/agent', '')).toThrow('Input "prompt" is required')
  })
})

describe('commentInstruction', () => {
  test.each([
    ['/agent do it', 'do it'],
    ['  /agent\n\nmulti\nline ', 'multi\nline'],
    ['/agent', ''],
    ['/agentic', undefined],
    ['please /agent', undefined],
    ['/Agent do', undefined]
  ])('%j -> %j', (body, want) => {
    expect(commentInstruction(body, '/agent')).toBe(want)
  })
})

describe('splitMessages', () => {
  test('splits on lines holding only ---, trims, drops blanks', () => {
    expect(splitMessages('one\n---\ntwo\nlines\n  ---  \n\n---\nthree\n---\n')).toEqual([
      'one',
      'two\nlines',
      'three'
    ])
    expect(splitMessages('a --- b')).toEqual(['a --- b'])
    expect(splitMessages('---\nfirst')).toEqual(['first'])
    expect(splitMessages('')).toEqual([])
  })
})
