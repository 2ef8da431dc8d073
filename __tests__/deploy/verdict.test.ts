import { describe, expect, test } from '@jest/globals'
import {
  deployOutputs,
  documentedWord,
  judgeDeploy,
  passes,
  siteUrl,
  type Waited
} from '../../src/deploy/verdict.js'
import type { DeployStatus } from '../../src/service/deploy.js'

describe('siteUrl', () => {
  test.each([
    ['acme', 'https://acme.mintlify.app'],
    ['ACME-docs', 'https://acme-docs.mintlify.app'],
    ['docs.acme.com', 'https://docs.acme.com'],
    ['acme.mintlify.app', 'https://acme.mintlify.app']
  ])('%s is %s', (subdomain, url) => expect(siteUrl(subdomain)).toBe(url))

  test.each([
    undefined,
    '',
    'acme/evil',
    'evil.com/@acme',
    'user@evil.com',
    '-acme',
    'acme-',
    'a..b',
    'acme:8080',
    'javascript:alert(1)',
    'a'.repeat(64),
    `${'a.'.repeat(127)}a`
  ])('%j is no site', subdomain => expect(siteUrl(subdomain)).toBeUndefined())
})

const status = (word: string, extra: Partial<DeployStatus> = {}): DeployStatus => ({
  statusId: 'st_1',
  status: word,
  createdAt: undefined,
  endedAt: undefined,
  summary: undefined,
  logs: [],
  subdomain: 'acme',
  commit: undefined,
  ...extra
})

const waited: Waited = {
  mode: 'update',
  branch: undefined,
  statusId: 'st_1',
  previewUrl: undefined,
  timeoutMs: 1_200_000,
  baseUrl: new URL('https://api.mintlify.com'),
  triggeredAt: 1_000,
  endedAt: 61_000
}

describe('judgeDeploy', () => {
  test("success: the service's own times, the site, the outputs", () => {
    const endedAt = Date.parse('2026-11-25T10:03:00Z')
    const createdAt = endedAt - 180_000
    const end = judgeDeploy(
      { kind: 'ended', checks: 9, status: status('success', { createdAt, endedAt }) },
      waited
    )
    expect(end).toMatchObject({
      kind: 'success',
      elapsedMs: 180_000,
      url: 'https://acme.mintlify.app'
    })
    expect(end.message).toBe('The deployment succeeded in 3m: https://acme.mintlify.app.')
    expect(passes(end)).toBe(true)
    expect(deployOutputs(end)).toEqual({
      status: 'success',
      'status-id': 'st_1',
      url: 'https://acme.mintlify.app',
      'preview-url': '',
      'ended-at': '2026-11-25T10:03:00.000Z'
    })
  })

  test("failure: the service's summary is the reason, else its last log line", () => {
    const withSummary = status('failure', { summary: 'Invalid\ndocs.json', logs: ['a', 'b'] })
    expect(judgeDeploy({ kind: 'ended', checks: 2, status: withSummary }, waited).message).toBe(
      'The deployment failed in 1m (status st_1): Invalid docs.json.'
    )
    const logsOnly = status('failure', { logs: ['a', 'Error: page missing'] })
    const end = judgeDeploy({ kind: 'ended', checks: 2, status: logsOnly }, waited)
    expect(end.message).toContain(': Error: page missing.')
    expect(passes(end)).toBe(false)
  })

  test('times the service says out of order are not used: the wait is', () => {
    const odd = status('success', { createdAt: 5_000, endedAt: 1_000 })
    expect(judgeDeploy({ kind: 'ended', checks: 1, status: odd }, waited).elapsedMs).toBe(60_000)
  })

  test('a timeout and a cancel say how to look the status up; neither passes', () => {
    for (const kind of ['timed-out', 'cancelled'] as const) {
      const end = judgeDeploy({ kind, checks: 3, last: status('in_progress') }, waited)
      expect(end.message).toContain('GET https://api.mintlify.com/v1/project/update-status/st_1')
      expect(end.message).toContain('("in_progress" at the last check)')
      expect(passes(end)).toBe(false)
    }
  })

  test("a preview: the trigger's preview URL (checked at the service's edge) is the url", () => {
    const preview = {
      ...waited,
      mode: 'preview' as const,
      branch: 'fix',
      previewUrl: 'https://acme-fix.mintlify.site/'
    }
    const end = judgeDeploy({ kind: 'ended', checks: 1, status: status('success') }, preview)
    expect(deployOutputs(end)['preview-url']).toBe('https://acme-fix.mintlify.site/')
  })
})

describe('documentedWord: the status output speaks only the contract', () => {
  const listed = ['queued', 'in_progress', 'success', 'failure']
  test.each([
    ['success', 'success'],
    ['failure', 'failure'],
    ['in_progress', 'in_progress'],
    ['SUCCESS', 'other'],
    ['Success', 'other'],
    [' success', 'other'],
    ['skipped', 'other'],
    ['other', 'other'],
    ['', 'other'],
    [undefined, '']
  ])('%j is %j', (word, output) => expect(documentedWord(word, listed)).toBe(output))

  test('a status the service ended with another word: its outputs say other, its message names it', () => {
    const end = judgeDeploy(
      { kind: 'ended', checks: 2, status: status('SUCCESS', { endedAt: 1 }) },
      waited
    )
    expect(end.kind).toBe('other')
    expect(end.message).toContain(
      'with status "SUCCESS", which the service\'s contract does not list'
    )
    expect(deployOutputs(end).status).toBe('other')
  })
})
