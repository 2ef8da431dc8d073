import { requestUrl, type Operation } from './client.js'
import { connectService, type ClientRun } from './connect.js'
import { ServiceError } from './errors.js'
import type { ServiceSettings } from './settings.js'

/**
 * A dry run (`dry-run: true`), shared by both actions: the prompt and every request the run would
 * send, exactly as the client would send it (the same `Operation`s, the same URL building), and
 * one read-only request that checks the key and project. Nothing else reaches the service. This
 * module decides and checks; it prints nothing (action/dry-run.ts shows it).
 */

export interface PlannedRequest {
  readonly op: Operation
  /** When it would be sent, for people: "every 1s to 2m until the job ends". */
  readonly when?: string
}

export interface Rehearsal {
  /** The prompt as it would be sent; undefined when the run sends none (an automation). */
  readonly prompt: string | undefined
  readonly planned: readonly PlannedRequest[]
  /** Sentences on what the run would also do or decide, plain text. */
  readonly notes: readonly string[]
  /**
   * The one read-only request that checks the key and project; undefined when the endpoints have
   * none (the deployment triggers): then nothing at all is sent.
   */
  readonly check: Operation | undefined
  /** What the check costs against the rate limits, or why there is none, plain text. */
  readonly checkCost: string
  /** What the check's answer tells a person ("job job_1 is completed"), or nothing. */
  readonly learn: (answer: unknown) => string | undefined
}

export type RehearsalResult =
  | { readonly kind: 'passed'; readonly answer: unknown; readonly message: string }
  | { readonly kind: 'failed'; readonly message: string }

/** The placeholders a path holds where an id is not known before the run. */
export const JOB_ID_PLACEHOLDER = '{jobId}'
export const STATUS_ID_PLACEHOLDER = '{statusId}'

/**
 * `POST https://api.mintlify.com/v2/agent/docs/job`, with a placeholder for an id not known before
 * the run (`{jobId}`, `{statusId}`) left readable.
 */
export function requestLine(baseUrl: URL, op: Operation): string {
  const href = requestUrl(baseUrl, op).href.replace(/%7B(\w+)%7D/g, '{$1}')
  return `${op.method} ${href}`
}

/** The body as the client would send it, or undefined for none. */
export function bodyText(op: Operation): string | undefined {
  return op.body === undefined ? undefined : JSON.stringify(op.body)
}

/** Checks the key and project with the rehearsal's one read-only request. */
export async function checkKey(
  rehearsal: Rehearsal,
  settings: ServiceSettings,
  run: ClientRun
): Promise<RehearsalResult> {
  const { check } = rehearsal
  if (check === undefined) {
    return { kind: 'passed', answer: undefined, message: 'Dry run: nothing was sent.' }
  }
  const client = connectService(settings, run, c => c)
  try {
    const answer = await client.request(check)
    const learned = rehearsal.learn(answer)
    return {
      kind: 'passed',
      answer,
      message: `Dry run: the key and project were accepted${learned === undefined ? '' : `; ${learned}`}. Nothing was created.`
    }
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    return { kind: 'failed', message: `Dry run: ${error.message}` }
  }
}
