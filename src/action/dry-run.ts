import type { ClientRun } from '../service/connect.js'
import {
  bodyText,
  checkKey,
  requestLine,
  type Rehearsal,
  type RehearsalResult
} from '../service/rehearsal.js'
import type { ServiceSettings } from '../service/settings.js'
import type { Operation } from '../service/client.js'
import { codeBlock, codeSpan, escapeMarkdown } from '../text/markdown.js'
import type { ActionIO } from './io.js'

/**
 * A dry run as people see it, for both actions: the prompt and the requests in the log, the
 * check's result, and the same in the job summary (service/rehearsal.ts decides and checks).
 */
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
  const { check } = rehearsal
  io.info(
    check === undefined
      ? rehearsal.checkCost
      : `Checking the key and project with one read-only request: ${line(check)}. ${rehearsal.checkCost}`
  )
  const result = await checkKey(rehearsal, settings, run)
  if (result.kind === 'passed') io.info(result.message)
  await io.writeSummary(renderRehearsal(rehearsal, result, line))
  return result
}

/** The job summary of a dry run: what was checked, the prompt, and each request. */
export function renderRehearsal(
  rehearsal: Rehearsal,
  result: RehearsalResult,
  line: (op: Operation) => string
): string {
  const parts = [
    `## 🧪 Dry run: ${result.kind === 'passed' ? (rehearsal.check === undefined ? 'nothing was sent' : 'nothing was created') : 'the check failed'}`,
    '',
    `${result.kind === 'passed' ? '✅' : '❌'} ${escapeMarkdown(result.message)}`,
    '',
    rehearsal.check === undefined
      ? escapeMarkdown(rehearsal.checkCost)
      : `The check was ${codeSpan(line(rehearsal.check))}. ${escapeMarkdown(rehearsal.checkCost)}`
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
