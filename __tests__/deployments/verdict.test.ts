import { describe, expect, test } from '@jest/globals'
import {
  deployOutputs,
  documentedWord,
  judgeDeploy,
  passes,
  siteUrl,
  type DeployEnd,
  type Waited
} from '../../src/deployments/verdict.js'
import type { DeployStatus } from '../../src/service/deploy.js'
import { ServiceError } from '../../src/service/errors.js'

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

describe('judgeDeploy, every way a wait ends, in full', () => {
  const LOOK =
    'It goes on on the service: look it up on the dashboard, or with GET https://api.mintlify.com/v1/project/update-status/st_1 and the admin key.'
  const preview: Waited = {
    ...waited,
    mode: 'preview',
    branch: 'fix',
    previewUrl: 'https://acme-fix.mintlify.site'
  }
  const base = {
    mode: 'update',
    branch: undefined,
    statusId: 'st_1',
    url: 'https://acme.mintlify.app',
    elapsedMs: 60_000
  }

  test('a success of an update names its site; of a preview, its address as given', () => {
    const ended = status('success')
    expect(judgeDeploy({ kind: 'ended', checks: 1, status: ended }, waited)).toEqual({
      ...base,
      kind: 'success',
      status: ended,
      message: 'The deployment succeeded in 1m: https://acme.mintlify.app.'
    })
    expect(judgeDeploy({ kind: 'ended', checks: 1, status: ended }, preview)).toEqual({
      ...base,
      mode: 'preview',
      branch: 'fix',
      url: 'https://acme-fix.mintlify.site',
      kind: 'success',
      status: ended,
      message: 'The preview of branch "fix" succeeded in 1m: https://acme-fix.mintlify.site.'
    })
  })

  test('a success without a site says none; a preview without a branch says ""', () => {
    const ended = status('success', { subdomain: 'not a host' })
    expect(judgeDeploy({ kind: 'ended', checks: 1, status: ended }, waited).message).toBe(
      'The deployment succeeded in 1m.'
    )
    const noBranch = { ...preview, branch: undefined, previewUrl: undefined }
    expect(judgeDeploy({ kind: 'ended', checks: 1, status: ended }, noBranch)).toMatchObject({
      url: undefined,
      message: 'The preview of branch "" succeeded in 1m.'
    })
  })

  test('a failure without a summary or logs gives no reason; with both, the summary', () => {
    const bare = status('failure')
    expect(judgeDeploy({ kind: 'ended', checks: 1, status: bare }, waited)).toEqual({
      ...base,
      kind: 'failure',
      status: bare,
      message: 'The deployment failed in 1m (status st_1).'
    })
    const both = status('failure', { summary: 'S', logs: ['L1', 'L2'] })
    expect(judgeDeploy({ kind: 'ended', checks: 1, status: both }, waited).message).toBe(
      'The deployment failed in 1m (status st_1): S.'
    )
    const long = status('failure', { logs: ['first', 'second', `${'x'.repeat(600)}`] })
    expect(judgeDeploy({ kind: 'ended', checks: 1, status: long }, waited).message).toBe(
      `The deployment failed in 1m (status st_1): ${'x'.repeat(499)}….`
    )
  })

  test('another word that ended: other, named, with its reason', () => {
    const other = status('skipped', { endedAt: 1, summary: 'Nothing changed' })
    expect(judgeDeploy({ kind: 'ended', checks: 1, status: other }, waited)).toEqual({
      ...base,
      kind: 'other',
      status: other,
      message:
        'The deployment ended in 1m with status "skipped", which the service\'s contract does not list; it is not a success (status st_1): Nothing changed.'
    })
  })

  test('a timeout: the last word, how to look it up, and to raise timeout', () => {
    const last = status('in_progress')
    expect(judgeDeploy({ kind: 'timed-out', checks: 3, last }, waited)).toEqual({
      ...base,
      kind: 'timed-out',
      status: last,
      message: `The deployment had not ended after 20m (timeout), status st_1 ("in_progress" at the last check). ${LOOK} Raise timeout to wait longer.`
    })
    expect(judgeDeploy({ kind: 'timed-out', checks: 0, last: undefined }, preview).message).toBe(
      `The preview of branch "fix" had not ended after 20m (timeout), status st_1. ${LOOK} Raise timeout to wait longer.`
    )
  })

  test('a cancel: the deployment was not stopped', () => {
    expect(judgeDeploy({ kind: 'cancelled', checks: 0, last: undefined }, waited)).toEqual({
      ...base,
      url: undefined,
      kind: 'cancelled',
      status: undefined,
      message: `The run was cancelled while waiting for status st_1: the deployment was not stopped. ${LOOK}`
    })
  })

  test("an error: the service's message and how to look it up", () => {
    const error = new ServiceError(
      'Gone.',
      { kind: 'status', status: 404 },
      { method: 'GET', path: '/x' }
    )
    const last = status('queued')
    expect(judgeDeploy({ kind: 'error', error, checks: 2, last }, waited)).toEqual({
      ...base,
      kind: 'error',
      status: last,
      message: `Gone. ${LOOK}`
    })
  })

  test("the time taken: the service's own when both are said and in order, else the wait", () => {
    const at = (createdAt?: number, endedAt?: number) =>
      judgeDeploy(
        { kind: 'ended', checks: 1, status: status('success', { createdAt, endedAt }) },
        waited
      ).elapsedMs
    expect(at(1_000, 4_000)).toBe(3_000)
    expect(at(1_000, 1_000)).toBe(0)
    expect(at(undefined, 4_000)).toBe(60_000)
    expect(at(1_000, undefined)).toBe(60_000)
    expect(at(4_000, 1_000)).toBe(60_000)
  })
})

describe('passes and deployOutputs', () => {
  const end = (kind: DeployEnd['kind'], extra: Partial<DeployEnd> = {}): DeployEnd => ({
    kind,
    mode: 'update',
    branch: undefined,
    statusId: undefined,
    status: undefined,
    url: undefined,
    elapsedMs: undefined,
    message: 'm',
    ...extra
  })

  test.each([
    ['success', true],
    ['other', true],
    ['skipped', true],
    ['failure', false],
    ['timed-out', false],
    ['cancelled', false],
    ['error', false]
  ] as const)('%s passes: %s', (kind, passed) => expect(passes(end(kind))).toBe(passed))

  test('nothing known: every output empty', () => {
    expect(deployOutputs(end('skipped', { mode: 'preview' }))).toEqual({
      status: '',
      'status-id': '',
      url: '',
      'preview-url': '',
      'ended-at': ''
    })
  })

  test("a preview's url is also preview-url; an update's is not", () => {
    const url = 'https://acme-x.mintlify.site'
    expect(deployOutputs(end('success', { mode: 'preview', url }))).toMatchObject({
      url,
      'preview-url': url
    })
    expect(deployOutputs(end('success', { url }))).toMatchObject({ url, 'preview-url': '' })
  })
})

describe('siteUrl at its bounds', () => {
  test('a host name of 253 characters is a site; of 254, none', () => {
    const host = (n: number) => `${'a'.repeat(63)}.`.repeat(4).slice(0, n - 1) + 'a'
    expect(host(253)).toHaveLength(253)
    expect(siteUrl(host(253))).toBe(`https://${host(253)}`)
    expect(siteUrl(host(254))).toBeUndefined()
  })
})
