import type { Emulator } from '../../emulator/server.js'
import { hostileDataset } from '../../emulator/visitors-data.js'
import { useStandIn } from '../e2e/stand-in.js'

/**
 * What the dry-run tests share, in process (service/dry-run.flow.test.ts) and through the bundle
 * (e2e/dry-run.test.ts): a fresh stand-in per test holding 30 visitors, the requests that reached
 * its service side, and the read-only check a dry run sends.
 */

/** The one request a dry run sends: the read-only check of the key and project. */
export const CHECK = '/v1/analytics/docs/visitors'

export interface DryRunStandIn {
  /** The stand-in of the current test (useStandIn's). */
  readonly emulator: Emulator
  /** The requests that reached the service side of the stand-in (GitHub's are under /github/). */
  serviceRequests(): Emulator['requests']
}

export function useDryRunStandIn(): DryRunStandIn {
  const emulator = useStandIn(stand => {
    stand.visitors = hostileDataset(30)
  })
  return {
    emulator,
    serviceRequests: () => emulator.requests.filter(r => !r.path.startsWith('/github/'))
  }
}
