import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@jest/globals'
import { agentInputs, analyticsInputs, runAction } from '../../emulator/runner.js'
import type { ActionName } from '../../emulator/runner-step.js'
import { useStandIn } from './stand-in.js'

/**
 * What only a process shows: which of Node's own modules a run loads. An ES `import` of
 * `node:http` loads Node's whole `fetch` (undici) with it, some 30 ms before the first request;
 * no action uses it (src/http/builtins.ts).
 */

const emulator = useStandIn()

/** Writes the modules the process loaded to LOADED_FILE as it exits. */
const PROBE = `data:text/javascript,${encodeURIComponent(
  "import { writeFileSync } from 'node:fs'; process.on('exit', () => writeFileSync(process.env.LOADED_FILE, process.moduleLoadList.join('\\n')))"
)}`

test.each(['agent', 'visitors', 'analytics', 'deploy'] as const)(
  'the %s action makes its requests without loading undici',
  async (action: ActionName) => {
    const service = { projectId: 'docs', 'secret-key': emulator.apiKey, 'base-url': emulator.url }
    const inputs = {
      agent: agentInputs(emulator, { prompt: 'Document exports', 'github-token': '' }),
      visitors: { ...service, days: '7' },
      analytics: analyticsInputs(emulator, { datasets: 'views', compare: 'none' }),
      deploy: { ...service, 'github-token': '' },
      'follow-code': { ...service, 'github-token': '' }
    }[action]
    const dir = mkdtempSync(join(tmpdir(), 'startup-'))
    try {
      const loaded = join(dir, 'loaded')
      const run = await runAction({
        action,
        inputs,
        env: { LOADED_FILE: loaded },
        nodeArgs: ['--import', PROBE]
      })
      expect(run.code).toBe(0)
      expect(emulator.requests.length).toBeGreaterThan(0)
      const modules = readFileSync(loaded, 'utf8').split('\n')
      expect(modules).toContain('NativeModule http')
      expect(modules.filter(name => name.includes('undici'))).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
)
