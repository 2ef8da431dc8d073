import { describe, expect, test } from '@jest/globals'
import { useStandIn } from '../e2e/stand-in.js'
import { runStep } from '../helpers/run-step.js'
import { agentStep } from '../helpers/agent-step.js'

/**
 * Every input that becomes a path segment is refused before anything is sent, by the agent and the
 * visitors action, in process (helpers/run-step.ts). Moved from e2e/security.test.ts.
 */

const emulator = useStandIn()
const runAgent = agentStep(runStep, emulator)

describe('every value that becomes a path segment', () => {
  const cases = [
    ['.', 'is ".", which would name another path'],
    ['..', 'is "..", which would name another path'],
    ['x'.repeat(257), 'is longer than 256 characters']
  ] as const

  test.each(cases)(
    'projectId %j is refused by both actions before anything is sent',
    async (projectId, problem) => {
      const agent = await runAgent(
        { projectId, prompt: 'x' },
        { name: 'workflow_dispatch', payload: {} }
      )
      const visitors = await runStep({
        action: 'visitors',
        inputs: { projectId, 'secret-key': emulator.apiKey, 'base-url': emulator.url }
      })
      for (const run of [agent, visitors]) {
        expect(run.code).toBe(1)
        expect(run.stdout).toContain(
          `::error::Input "projectId" ${problem}: give the project id from the API keys page.`
        )
      }
      expect(emulator.requests).toEqual([])
    }
  )

  test.each(['jobId', 'automation'])('%s "." is refused like projectId', async name => {
    const run = await runAgent(
      { [name]: '.', ...(name === 'jobId' ? { prompt: 'x' } : {}) },
      { name: 'workflow_dispatch', payload: {} }
    )
    expect(run.code).toBe(1)
    expect(run.stdout).toContain(`::error::Input "${name}" is ".", which would name another path`)
    expect(emulator.requests).toEqual([])
  })

  test('a job id from the service that is half a surrogate pair is refused, never sent back', async () => {
    emulator.inject('create', { status: 201, raw: '{"id":"job\\ud800","status":"active"}' })
    const run = await runAgent({ prompt: 'x' }, { name: 'workflow_dispatch', payload: {} })
    expect(run.code).toBe(1)
    expect(run.stdout).toContain('holds half of a UTF-16 surrogate pair')
    expect(emulator.count('get')).toBe(0)
  })
})
