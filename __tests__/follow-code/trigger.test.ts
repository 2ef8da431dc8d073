import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from '@jest/globals'
import { InputError } from '../../src/action/errors.js'
import { parseRange, readTrigger } from '../../src/follow-code/trigger.js'

const SHA_A = 'a'.repeat(40)
const SHA_B = 'b'.repeat(40)

function trigger(name: string, payload: unknown, given: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'trigger-'))
  const path = join(dir, 'event.json')
  writeFileSync(path, JSON.stringify(payload))
  const input = (n: string) => given[n] ?? ''
  return readTrigger(input, {
    GITHUB_EVENT_NAME: name,
    GITHUB_EVENT_PATH: path,
    GITHUB_REF_NAME: 'main'
  })
}

const repository = { default_branch: 'main' }

describe('readTrigger', () => {
  test('a push to the default branch reads the pushed range', () => {
    expect(
      trigger('push', { ref: 'refs/heads/main', before: SHA_A, after: SHA_B, repository })
    ).toEqual(
      expect.objectContaining({ kind: 'read', ask: { kind: 'range', base: SHA_A, head: SHA_B } })
    )
  })

  test('a push to another branch, or one that created the branch, hands nothing over', () => {
    expect(
      trigger('push', { ref: 'refs/heads/dev', before: SHA_A, after: SHA_B, repository }).kind
    ).toBe('skip')
    expect(
      trigger('push', { ref: 'refs/heads/main', before: '0'.repeat(40), after: SHA_B, repository })
        .kind
    ).toBe('skip')
  })

  test('a push whose payload names no default branch says so, not that it was another branch', () => {
    expect(trigger('push', { ref: 'refs/heads/main', before: SHA_A, after: SHA_B })).toEqual({
      kind: 'skip',
      reason: 'the push event names no default branch (repository.default_branch)'
    })
  })

  test('a merged pull request (pull_request_target) reads that pull request by its number alone', () => {
    const payload = {
      action: 'closed',
      pull_request: { number: 12, merged: true, head: { repo: { full_name: 'fork/api' } } }
    }
    expect(trigger('pull_request_target', payload)).toEqual(
      expect.objectContaining({ kind: 'read', ask: { kind: 'pull', number: 12 } })
    )
  })

  test('a pull request closed without merging starts nothing', () => {
    const payload = { action: 'closed', pull_request: { number: 12, merged: false } }
    expect(trigger('pull_request_target', payload)).toEqual({
      kind: 'skip',
      reason: 'pull request #12 was closed without merging'
    })
  })

  test('a published release, not a draft', () => {
    expect(
      trigger('release', { action: 'published', release: { tag_name: 'v2.0.0', draft: false } })
    ).toEqual({
      kind: 'release',
      tag: 'v2.0.0'
    })
    expect(
      trigger('release', { action: 'created', release: { tag_name: 'v2.0.0', draft: true } }).kind
    ).toBe('skip')
  })

  test('a schedule, and a manual run without inputs, catch up on the branch', () => {
    expect(trigger('schedule', {})).toEqual({ kind: 'schedule', branch: 'main' })
    expect(trigger('workflow_dispatch', {})).toEqual({ kind: 'schedule', branch: 'main' })
  })

  test('pull-request or range decide a manual run; both together are an error', () => {
    expect(trigger('workflow_dispatch', {}, { 'pull-request': '#7' })).toEqual(
      expect.objectContaining({ ask: { kind: 'pull', number: 7 } })
    )
    expect(trigger('workflow_dispatch', {}, { range: 'v1.0.0...main' })).toEqual(
      expect.objectContaining({ ask: { kind: 'range', base: 'v1.0.0', head: 'main' } })
    )
    expect(() => trigger('workflow_dispatch', {}, { range: 'a...b', 'pull-request': '1' })).toThrow(
      InputError
    )
    expect(() => trigger('workflow_dispatch', {}, { 'pull-request': '0' })).toThrow(
      'Input "pull-request"'
    )
  })
})

describe('parseRange', () => {
  test.each(['main', 'a..b', 'a...b...c', 'a ...b', '...main', 'v1...../etc', 'a...b c'])(
    '%j is refused',
    text => {
      expect(() => parseRange(text)).toThrow('Input "range" must be base...head')
    }
  )
})
