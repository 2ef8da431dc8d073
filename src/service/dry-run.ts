import type { ActionIO } from '../action/io.js'
import { codeBlock, codeSpan, escapeMarkdown } from '../text/markdown.js'
import { requestUrl, type Operation } from './client.js'
import { connectService, type ClientRun } from './connect.js'
import { ServiceError } from './errors.js'
import type { ServiceSettings } from './settings.js'

/**
 * A dry run (`dry-run: true`), shared by every action: the prompt and every request the run would
 * send, exactly as the client would send it (the same `Operation`s, the same URL building), and
 * one read-only request that checks the key and project. Nothing else reaches the service. `dryRun`
 * shows it, in the log and the job summary.
 */

export interface PlannedRequest {
  readonly op: Operation
  /** When it would be sent, for people: "every 1s to 2m until the job ends". */
  readonly when?: string
}

export interface DryRunPlan {
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

type DryRunResult =
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

/** Checks the key and project with the dry run's one read-only request. */
export async function checkKey(
  plan: DryRunPlan,
  settings: ServiceSettings,
  run: ClientRun
): Promise<DryRunResult> {
  const { check } = plan
  if (check === undefined) {
    return { kind: 'passed', answer: undefined, message: 'Dry run: nothing was sent.' }
  }
  const client = connectService(settings, run, c => c)
  try {
    const answer = await client.request(check)
    const learned = plan.learn(answer)
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

/**
 * A dry run as people see it, for every action: the prompt and the requests in the log, the
 * check's result, and the same in the job summary (each action's plan says what is shown).
 */
export async function dryRun(
  plan: DryRunPlan,
  settings: ServiceSettings,
  run: ClientRun & { readonly io: ActionIO }
): Promise<DryRunResult> {
  const { io } = run
  const line = (op: Operation) => requestLine(settings.baseUrl, op)
  io.info('Dry run (dry-run: true): nothing is created on the service and nothing is commented.')
  const { prompt } = plan
  if (prompt !== undefined) {
    await io.group(`The prompt (${prompt.length} characters)`, () => {
      // One log line per line of the prompt: each is made safe as a log line on its own.
      for (const text of prompt.split(/\r?\n/)) io.info(text)
      return Promise.resolve()
    })
  }
  io.info('The requests this run would send, each with "Authorization: Bearer ***":')
  for (const [i, planned] of plan.planned.entries()) {
    const when = planned.when === undefined ? '' : ` (${planned.when})`
    io.info(`${i + 1}. ${line(planned.op)}${when}`)
    const body = bodyText(planned.op)
    if (body !== undefined) io.info(`   body: ${body}`)
  }
  for (const note of plan.notes) io.info(note)
  const { check } = plan
  io.info(
    check === undefined
      ? plan.checkCost
      : `Checking the key and project with one read-only request: ${line(check)}. ${plan.checkCost}`
  )
  const result = await checkKey(plan, settings, run)
  if (result.kind === 'passed') io.info(result.message)
  await io.writeSummary(renderDryRunPlan(plan, result, line))
  return result
}

/** The job summary of a dry run: what was checked, the prompt, and each request. */
export function renderDryRunPlan(
  plan: DryRunPlan,
  result: DryRunResult,
  line: (op: Operation) => string
): string {
  const parts = [
    `## 🧪 Dry run: ${result.kind === 'passed' ? (plan.check === undefined ? 'nothing was sent' : 'nothing was created') : 'the check failed'}`,
    '',
    `${result.kind === 'passed' ? '✅' : '❌'} ${escapeMarkdown(result.message)}`,
    '',
    plan.check === undefined
      ? escapeMarkdown(plan.checkCost)
      : `The check was ${codeSpan(line(plan.check))}. ${escapeMarkdown(plan.checkCost)}`
  ]
  for (const note of plan.notes) parts.push('', escapeMarkdown(note))
  if (plan.prompt !== undefined) {
    parts.push('', '### The prompt', '', codeBlock(plan.prompt))
  }
  parts.push(
    '',
    '### The requests this run would send',
    '',
    `Each carries ${codeSpan('Authorization: Bearer ***')}.`,
    ''
  )
  for (const [i, planned] of plan.planned.entries()) {
    const when = planned.when === undefined ? '' : `: ${escapeMarkdown(planned.when)}`
    parts.push(`${i + 1}. ${codeSpan(line(planned.op))}${when}`)
    const body = bodyText(planned.op)
    if (body !== undefined) {
      parts.push('', codeBlock(body, 'json').replace(/^/gm, '   '), '')
    }
  }
  return parts.join('\n') + '\n'
}
