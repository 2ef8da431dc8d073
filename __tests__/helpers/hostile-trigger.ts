import { afterEach } from '@jest/globals'
import type { Emulator } from '../../emulator/server.js'
import { stopStandIn } from '../e2e/stand-in.js'

/**
 * What the issue-9 tests of hostile triggers share, in process (agent/trigger.hostile,
 * github/permissions.hostile, github/job-marker.hostile and the other *.hostile tests) or through
 * the bundle (e2e/hostile): the stand-in each test starts for itself, stopped after it, and a
 * person's comment on issue 7 as the event the workflow runs on.
 */

/** Stops the stand-in of the test that just ran, `current()` (each test starts its own). */
export function stopStandInAfterEach(current: () => Emulator): void {
  afterEach(async () => {
    await stopStandIn(current())
  })
}

/** An `issue_comment` event on issue 7: `login` wrote `body` as comment `id`. */
export function commented(id: number, body: string, login = 'maintainer') {
  return {
    name: 'issue_comment',
    payload: {
      action: 'created',
      issue: { number: 7, title: 'Exports', body: 'Add a page.' },
      comment: { id, body, user: { login, type: 'User' } },
      sender: { login, type: 'User' }
    }
  }
}
