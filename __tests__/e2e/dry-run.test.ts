import { describe, expect, test } from '@jest/globals'
import {
  agentInputs,
  githubEnv,
  issuesLabeled,
  runAction,
  withoutMaskCommands
} from '../../emulator/runner.js'
import { CHECK, useDryRunStandIn } from '../helpers/dry-run.js'

/**
 * The agent's dry run through dist/ in a process, as the runner runs it: it checks, prints and
 * creates nothing, nothing on stderr. Every other dry-run case runs in process:
 * service/dry-run.flow.test.ts.
 */

const { emulator, serviceRequests } = useDryRunStandIn()

describe('dry-run: check, print, create nothing', () => {
  test('issues: labeled: the gate runs, the prompt and requests are printed, only the read-only check is sent', async () => {
    const run = await runAction({
      inputs: agentInputs(emulator, { 'dry-run': 'true', messages: 'Also a changelog entry.' }),
      event: issuesLabeled(7),
      env: githubEnv(emulator)
    })

    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    // One request to the service, read-only; the permission check on GitHub; nothing else.
    expect(serviceRequests().map(r => `${r.method} ${r.path}?${r.query.toString()}`)).toEqual([
      `GET ${CHECK}?limit=1&offset=0`
    ])
    expect(emulator.count('permission')).toBe(1)
    expect(emulator.jobs.size).toBe(0)
    expect(emulator.comments.size).toBe(0)
    expect(emulator.count('reaction')).toBe(0)
    expect(run.outputs).toMatchObject({ status: 'dry-run', jobId: '', prLink: '' })

    const base = emulator.url
    expect(run.stdout).toContain('Dry run (dry-run: true): nothing is created')
    expect(run.stdout).toContain('::group::The prompt (')
    expect(run.stdout).toContain('Document the export API\n\nPlease add a page on exports.\n')
    expect(run.stdout).toContain(`1. POST ${base}/v2/agent/docs/job\n`)
    expect(run.stdout).toContain(
      '   body: {"prompt":"Document the export API\\n\\nPlease add a page on exports."}'
    )
    expect(run.stdout).toContain(
      `2. GET ${base}/v2/agent/docs/job/{jobId} (every 100ms until the turn ends`
    )
    expect(run.stdout).toContain(
      `3. POST ${base}/v2/agent/docs/job/{jobId}/message (follow-up 1 of 1`
    )
    expect(run.stdout).toContain('   body: {"prompt":"Also a changelog entry."}')
    expect(run.stdout).toContain(
      `Checking the key and project with one read-only request: GET ${base}${CHECK}?limit=1&offset=0.`
    )
    expect(run.stdout).toContain('Dry run: the key and project were accepted. Nothing was created.')
    expect(run.stdout).toContain('The result would be commented on acme/docs#7')

    expect(run.summary).toContain('## 🧪 Dry run: nothing was created')
    expect(run.summary).toContain(
      '```text\nDocument the export API\n\nPlease add a page on exports.\n```'
    )
    expect(run.summary).toContain(`1. \`POST ${base}/v2/agent/docs/job\``)
    expect(run.summary).toContain('Each carries `Authorization: Bearer ***`.')
    expect(withoutMaskCommands(run.stdout) + run.summary).not.toContain(emulator.apiKey)
  })
})
