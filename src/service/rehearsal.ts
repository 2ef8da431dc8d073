import type { ActionIO } from '../action/io.js'
import { codeBlock, codeSpan, escapeMarkdown } from '../text/markdown.js'
import { requestUrl, type Operation } from './client.js'
import { connectService, type ClientRun } from './connect.js'
import { ServiceError } from './errors.js'
import type { ServiceSettings } from './settings.js'

/**
 * A dry run (`dry-run: true`), shared by both actions: print the prompt and every request the run
 * would send, exactly as the client would send it (the same `Operation`s, the same URL building),
 * then check the key and project with one read-only request. Nothing else reaches the service.
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
  /** The one read-only request that checks the key and project. */
  readonly check: Operation
  /** What the check costs against the rate limits, plain text. */
  readonly checkCost: string
  /** What the check's answer tells a person ("job job_1 is completed"), or nothing. */
  readonly learn: (answer: unknown) => string | undefined
}

export type RehearsalResult =
  | { readonly kind: 'passed'; readonly answer: unknown; readonly message: string }
  | { readonly kind: 'failed'; readonly message: string }

/** The placeholder a path holds where an id is not known before the run (`{jobId}`). */
export const JOB_ID_PLACEHOLDER = '{jobId}'

/** `POST https://api.mintlify.com/v2/agent/docs/job`, with `{jobId}` left readable. */
export function requestLine(baseUrl: URL, op: Operation): string {
  const href = requestUrl(baseUrl, op).href.replaceAll(
    encodeURIComponent(JOB_ID_PLACEHOLDER),
    JOB_ID_PLACEHOLDER
  )
  return `${op.method} ${href}`
}

/** The body as the client would send it, or undefined for none. */
function bodyText(op: Operation): string | undefined {
  return op.body === undefined ? undefined : JSON.stringify(op.body)
}

export async function rehearse(
  rehearsal: Rehearsal,
  settings: ServiceSettings,
  run: ClientRun & { readonly io: ActionIO }
): Promise<RehearsalResult> {
  const { io } = run
  const line = (op: Operation) => requestLine(settings.baseUrl, op)
  io.info('Dry run (dry-run: true): nothing is created on the service and nothing is commented.')
  const { prompt } = rehearsal
  if (prompt !== undefined) {
    await io.group(`The prompt (${prompt.length} characters)`, () => {
      // One log line per line of the prompt: each is made safe as a log line on its own.
      for (const text of prompt.split(/\r?\n/)) io.info(text)
      return Promise.resolve()
    })
  }
  io.info('The requests this run would send, each with "Authorization: Bearer ***":')
  for (const [i, planned] of rehearsal.planned.entries()) {
    const when = planned.when === undefined ? '' : ` (${planned.when})`
    io.info(`${i + 1}. ${line(planned.op)}${when}`)
    const body = bodyText(planned.op)
    if (body !== undefined) io.info(`   body: ${body}`)
  }
  for (const note of rehearsal.notes) io.info(note)
  io.info(
    `Checking the key and project with one read-only request: ${line(rehearsal.check)}. ${rehearsal.checkCost}`
  )
  const client = connectService(settings, run, c => c)
  let result: RehearsalResult
  try {
    const answer = await client.request(rehearsal.check)
    const learned = rehearsal.learn(answer)
    result = {
      kind: 'passed',
      answer,
      message: `Dry run: the key and project were accepted${learned === undefined ? '' : `; ${learned}`}. Nothing was created.`
    }
    io.info(result.message)
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    result = { kind: 'failed', message: `Dry run: ${error.message}` }
  }
  await io.writeSummary(renderRehearsal(rehearsal, result, line))
  return result
}

function renderRehearsal(
  rehearsal: Rehearsal,
  result: RehearsalResult,
  line: (op: Operation) => string
): string {
  const parts = [
    `## 🧪 Dry run: ${result.kind === 'passed' ? 'nothing was created' : 'the check failed'}`,
    '',
    `${result.kind === 'passed' ? '✅' : '❌'} ${escapeMarkdown(result.message)}`,
    '',
    `The check was ${codeSpan(line(rehearsal.check))}. ${escapeMarkdown(rehearsal.checkCost)}`
  ]
  for (const note of rehearsal.notes) parts.push('', escapeMarkdown(note))
  if (rehearsal.prompt !== undefined) {
    parts.push('', '### The prompt', '', codeBlock(rehearsal.prompt))
  }
  parts.push(
    '',
    '### The requests this run would send',
    '',
    `Each carries ${codeSpan('Authorization: Bearer ***')}.`,
    ''
  )
  for (const [i, planned] of rehearsal.planned.entries()) {
    const when = planned.when === undefined ? '' : `: ${escapeMarkdown(planned.when)}`
    parts.push(`${i + 1}. ${codeSpan(line(planned.op))}${when}`)
    const body = bodyText(planned.op)
    if (body !== undefined) {
      parts.push('', codeBlock(body, 'json').replace(/^/gm, '   '), '')
    }
  }
  return parts.join('\n') + '\n'
}
