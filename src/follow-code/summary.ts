import { describeEnd, type ChecksEnd } from '../checks/end.js'
import type { Outcome } from '../jobs/run-job.js'
import type { PullRequest } from '../github/pull-request.js'
import { codeSpan, escapeMarkdown, table } from '../text/markdown.js'
import { coveredLine, type Covered } from './docs.js'
import type { DocsState } from './hand-over.js'
import { docsLink } from './links.js'

/**
 * What a run tells: its outputs, in one place, and its job summary. Every string from GitHub or
 * the service is escaped where it is put in Markdown.
 */
export interface Told {
  /** What was read: "the push 1a2b3c4...5d6e7f8". */
  readonly what: string
  readonly covered: readonly Covered[]
  /** Why no job was started; undefined when one was. */
  readonly skipped: string | undefined
  readonly outcome: Outcome | undefined
  readonly docs: PullRequest | undefined
  readonly state: DocsState | undefined
  /** Why the change went where it went (a follow-up to an open docs pull request's job). */
  readonly note: string | undefined
  /** What the caps left unread or cut, said to people. */
  readonly notes: readonly string[]
  /** How following the docs pull request's checks ended (with docs-token and checks). */
  readonly checks?: ChecksEnd | undefined
}

export function outputsOf(told: Told, dryRun = false): Record<string, string> {
  const job = told.outcome?.job
  return {
    jobId: job?.id ?? '',
    prLink: told.docs?.url ?? '',
    status: dryRun ? 'dry-run' : typeof job?.status === 'string' ? job.status : '',
    covered: JSON.stringify(told.covered.map(c => c.key)),
    skipped: told.skipped === undefined ? 'false' : 'true'
  }
}

export function renderSummary(told: Told): string {
  const head =
    told.skipped !== undefined
      ? `## ⏭️ Docs follow the code: nothing handed over`
      : `## 📝 Docs follow the code: ${escapeMarkdown(told.outcome?.kind ?? 'not started')}`
  const lines = [head, '', `Read ${escapeMarkdown(told.what)}.`, '']
  if (told.skipped !== undefined)
    lines.push(`No job was started: ${escapeMarkdown(told.skipped)}.`, '')
  const job = told.outcome?.job
  if (job !== undefined) {
    const docs =
      told.docs === undefined
        ? 'not opened'
        : `${docsLink(told.docs)}${told.state === undefined ? '' : ` (${told.state})`}`
    lines.push(
      ...table(
        ['Job', 'Status', 'Docs pull request'],
        [[codeSpan(job.id), codeSpan(String(job.status)), docs]]
      ),
      ''
    )
  }
  if (told.checks !== undefined)
    lines.push(`Checks of the docs pull request: ${escapeMarkdown(describeEnd(told.checks))}.`, '')
  if (told.note !== undefined) lines.push(told.note, '')
  if (told.covered.length > 0)
    lines.push('**Handed over:**', '', ...told.covered.map(coveredLine), '')
  if (told.notes.length > 0)
    lines.push('**Left out or cut:**', '', ...told.notes.map(n => `- ${escapeMarkdown(n)}`), '')
  return lines.join('\n')
}
