import { afterEach, beforeEach, describe, expect, test } from '@jest/globals'
import { Emulator } from '../../emulator/server.js'
import { sleep } from '../../src/timing.js'
import { testTiming } from '../helpers/timing.js'
import { agentRequests } from '../../src/service/agent.js'
import {
  bodyText,
  checkKey,
  JOB_ID_PLACEHOLDER,
  requestLine,
  type DryRunPlan
} from '../../src/service/dry-run.js'
import { DIRECT } from '../../src/http/stack.js'
import { visitorsRequest } from '../../src/service/visitors.js'

let emulator: Emulator
beforeEach(async () => {
  emulator = await new Emulator().start()
})
afterEach(async () => {
  await emulator.close()
})

const quiet = { debug: () => undefined, info: () => undefined, warning: () => undefined }
const run = () => ({
  io: quiet,
  time: testTiming({ sleep }),
  http: DIRECT
})
const settings = (secretKey: string) => ({
  projectId: 'docs',
  secretKey,
  baseUrl: new URL(emulator.url),
  requestTimeoutMs: 5_000,
  dryRun: true,
  keyWarning: undefined
})

describe('requestLine and bodyText', () => {
  test('the request as the client sends it, with {jobId} left readable and the rest encoded', () => {
    const base = new URL('https://api.example.com/base/?q=1#f')
    expect(requestLine(base, agentRequests.getJob('d o', JOB_ID_PLACEHOLDER))).toBe(
      'GET https://api.example.com/base/v2/agent/d%20o/job/{jobId}'
    )
    expect(requestLine(base, agentRequests.getJob('d', '{jobId}x'))).toBe(
      'GET https://api.example.com/base/v2/agent/d/job/{jobId}x'
    )
  })
  test('the body exactly as sent: JSON, or nothing', () => {
    expect(bodyText(agentRequests.createJob('d', 'say "hi"\n'))).toBe(
      '{"prompt":"say \\"hi\\"\\n"}'
    )
    expect(bodyText(agentRequests.getJob('d', 'j'))).toBeUndefined()
  })
})

describe('checkKey', () => {
  const plan = (learned?: string): DryRunPlan => ({
    prompt: undefined,
    planned: [],
    notes: [],
    check: {
      ...visitorsRequest('docs', { dateFrom: undefined, dateTo: undefined, limit: 1, offset: 0 }),
      action: 'check the key (dry run)'
    },
    checkCost: 'free',
    learn: () => learned
  })

  test('an accepted key passes, with what the answer taught, and nothing is created', async () => {
    const result = await checkKey(plan('one row read'), settings(emulator.apiKey), run())
    expect(result).toMatchObject({
      kind: 'passed',
      message: 'Dry run: the key and project were accepted; one row read. Nothing was created.'
    })
    expect(emulator.requests.map(r => r.method)).toEqual(['GET'])
  })

  test("a refused key fails with the service's reason, in the client's words", async () => {
    const result = await checkKey(plan(), settings('mint_wrong'), run())
    expect(result.kind).toBe('failed')
    expect(result.message).toMatch(
      /^Dry run: The service refused the API key \(401 Unauthorized\) when trying to check the key \(dry run\)\./
    )
  })
})
