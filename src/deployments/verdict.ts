import { requestUrl } from '../service/client.js'
import { DEPLOY_STATUSES, deployRequests, type DeployStatus } from '../service/deploy.js'
import { formatDuration, oneLine, printable, truncate } from '../text/format.js'
import type { WatchEnd } from './watch.js'
import type { DeployMode } from './request.js'

/**
 * How a deployment ended, decided once from how the wait ended: the verdict, the sentence that
 * says it, the site's address and the outputs. Pure: the summary, the comment, the GitHub mirror
 * and the step's result all read this one value.
 */
export interface DeployEnd {
  /**
   * How the service ended it (`success`, `failure`, `other`), how the wait ended (`timed-out`,
   * `cancelled`, `error`), or that nothing was asked (`skipped`) or the service refused the trigger
   * (`not-triggered`: nothing was deployed). A trigger whose answer was lost is an `error` without
   * a status id: the service may have acted on it.
   */
  readonly kind:
    | 'success'
    | 'failure'
    | 'other'
    | 'timed-out'
    | 'cancelled'
    | 'error'
    | 'skipped'
    | 'not-triggered'
  readonly mode: DeployMode
  readonly branch: string | undefined
  readonly statusId: string | undefined
  readonly status: DeployStatus | undefined
  /** The site (an update) or the preview, https only. */
  readonly url: string | undefined
  readonly elapsedMs: number | undefined
  readonly message: string
}

export interface Waited {
  readonly mode: DeployMode
  readonly branch: string | undefined
  readonly statusId: string
  /** The preview's address from the trigger's answer (https only, checked there). */
  readonly previewUrl: string | undefined
  readonly timeoutMs: number
  readonly baseUrl: URL
  /** When the trigger was answered, and when the wait ended, per the run's clock. */
  readonly triggeredAt: number
  readonly endedAt: number
}

export function judgeDeploy(watched: WatchEnd, waited: Waited): DeployEnd {
  const status = watched.kind === 'ended' ? watched.status : watched.last
  const { mode, branch, statusId } = waited
  const what = mode === 'preview' ? `The preview of branch "${branch ?? ''}"` : 'The deployment'
  const url = mode === 'preview' ? waited.previewUrl : siteUrl(status?.subdomain)
  const base = { mode, branch, statusId, status, url }
  const elapsedMs = elapsedOf(status, waited)
  const goesOn = `It goes on on the service: look it up on the dashboard, or with ${lookUp(waited)} and the admin key.`
  const lastSeen =
    status === undefined ? '' : ` ("${printable(status.status, 40)}" at the last check)`
  if (watched.kind === 'ended') {
    const reason = reasonOf(watched.status)
    const said = reason === undefined ? '' : `: ${reason}`
    const took = `in ${formatDuration(elapsedMs)}`
    if (watched.status.status === 'success')
      return {
        ...base,
        kind: 'success',
        elapsedMs,
        message: `${what} succeeded ${took}${url === undefined ? '' : `: ${url}`}.`
      }
    if (watched.status.status === 'failure')
      return {
        ...base,
        kind: 'failure',
        elapsedMs,
        message: `${what} failed ${took} (status ${statusId})${said}.`
      }
    return {
      ...base,
      kind: 'other',
      elapsedMs,
      message: `${what} ended ${took} with status "${printable(watched.status.status, 40)}", which the service's contract does not list; it is not a success (status ${statusId})${said}.`
    }
  }
  if (watched.kind === 'timed-out')
    return {
      ...base,
      kind: 'timed-out',
      elapsedMs,
      message: `${what} had not ended after ${formatDuration(waited.timeoutMs)} (timeout), status ${statusId}${lastSeen}. ${goesOn} Raise timeout to wait longer.`
    }
  if (watched.kind === 'cancelled')
    return {
      ...base,
      kind: 'cancelled',
      elapsedMs,
      message: `The run was cancelled while waiting for status ${statusId}${lastSeen}: the deployment was not stopped. ${goesOn}`
    }
  return { ...base, kind: 'error', elapsedMs, message: `${watched.error.message} ${goesOn}` }
}

/** Whether the step passes: the service said success, or ended it some other way than failure. */
export function passes(end: DeployEnd): boolean {
  return end.kind === 'success' || end.kind === 'other' || end.kind === 'skipped'
}

/**
 * A word for the `status` output: `word` when the contract lists it exactly, `other` for any other
 * word (`SUCCESS` included: GitHub's `==` ignores case, so a gate on `status == 'success'` would
 * pass on it), '' for none. The word itself is named in the log and the summary.
 */
export function documentedWord(word: string | undefined, listed: readonly string[]): string {
  if (word === undefined) return ''
  return listed.includes(word) ? word : 'other'
}

export function deployOutputs(end: DeployEnd): Record<string, string> {
  const endedAt = end.status?.endedAt
  return {
    status: documentedWord(end.status?.status, DEPLOY_STATUSES),
    'status-id': end.statusId ?? '',
    url: end.url ?? '',
    'preview-url': end.mode === 'preview' ? (end.url ?? '') : '',
    'ended-at': endedAt === undefined ? '' : new Date(endedAt).toISOString()
  }
}

/** The service's reason for an end: its summary, or the last log line; one line, cut short. */
function reasonOf(status: DeployStatus): string | undefined {
  const text = status.summary ?? status.logs.at(-1)
  return text === undefined ? undefined : truncate(oneLine(text), 500)
}

/** The service's own times when it says both, in order; else the run's wait. */
function elapsedOf(status: DeployStatus | undefined, waited: Waited): number {
  // NaN when either is not said, which no comparison passes.
  const took = (status?.endedAt ?? NaN) - (status?.createdAt ?? NaN)
  return took >= 0 ? took : waited.endedAt - waited.triggeredAt
}

function lookUp(waited: Waited): string {
  return `GET ${requestUrl(waited.baseUrl, deployRequests.status(waited.statusId)).href}`
}

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const HOST = new RegExp(`^${LABEL}(?:\\.${LABEL})*$`, 'i')

/**
 * The site of a status's `subdomain`: `https://<subdomain>.mintlify.app` for one label (the host
 * Mintlify serves every site on), `https://<host>` for a whole host name; undefined for anything
 * that is not a host name (the service's text is never made into a link otherwise).
 */
export function siteUrl(subdomain: string | undefined): string | undefined {
  if (subdomain === undefined || subdomain.length > 253 || !HOST.test(subdomain)) return undefined
  const host = subdomain.includes('.') ? subdomain : `${subdomain}.mintlify.app`
  return `https://${host.toLowerCase()}`
}
