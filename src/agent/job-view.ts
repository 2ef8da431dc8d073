import { isOnServer, pullRequestOf } from '../github/pull-request.js'
import { AUTOMATIONS_PAGE, type AutomationRun, type Job } from '../service/agent.js'
import { formatElapsed, truncate } from '../text/format.js'
import { escapeMarkdown, factsTable, linkOrText } from '../text/markdown.js'

/**
 * What a person reads: the issue comment and the job summary show the same facts, drawn from one
 * `ReportView`. Rendering is pure; posting is publish.ts's job.
 */

export type ReportState =
  | 'running'
  /** The job's turn ended with a pull request, whose checks are being waited on. */
  | 'checking'
  /** The job completed, and its pull request's checks failed, or had not finished, at the end. */
  | 'checks-failed'
  | 'checks-pending'
  | 'completed'
  | 'archived'
  | 'failed'
  | 'started'
  | 'queued'
  | 'timed-out'
  | 'cancelled'
  | 'not-delivered'
  | 'error'

export interface ReportView {
  readonly state: ReportState
  readonly job: Job | undefined
  /** One sentence on what happened and, for a failure, what to do. Plain text; escaped here. */
  readonly explanation: string | undefined
  readonly elapsedMs: number
  readonly followUpsSent: number
  readonly followUpsTotal: number
  readonly undelivered: readonly string[]
  readonly runUrl: string | undefined
  /** GITHUB_SERVER_URL: only pull requests there are linked. */
  readonly serverUrl: string
  /** A sentence shown under the table (a new job started because the old one had failed). */
  /** Markdown, its outside text escaped by its writer (plan.ts). */
  readonly note?: string | undefined
  /** The instruction from an issue comment that this run carries. */
  readonly instruction?: { readonly text: string; readonly author: string } | undefined
  /** When the job was started or continued by this run (per the run's clock); undefined before. */
  readonly startedAt?: number | undefined
  /** Each turn this run started, in order, and each read of the pull request's checks. */
  readonly timeline?: readonly TimelineEntry[]
  /** The pull request's checks (`checks` on), as one plain sentence, and its Mintlify preview. */
  readonly checks?:
    { readonly summary: string | undefined; readonly preview: string | undefined } | undefined
  /** The preview this run triggered (`preview: true`): its link, and its last status. */
  readonly preview?: { readonly url: string | undefined; readonly status: string } | undefined
  /** The time the view was made, per the run's clock. */
  readonly now?: number
  /** The automation this run triggered, and its run once the trigger was answered. */
  readonly automation?: { readonly id: string; readonly run: AutomationRun | undefined } | undefined
}

/** A line of the timeline: a turn, or what a read of the pull request's checks decided. */
export type TimelineEntry = TimelineTurn | { readonly line: string; readonly at: number }

/** One turn of the job: when it was sent and, once it ended, when and how. */
export interface TimelineTurn {
  /** "Prompt", "Follow-up 1", "Automation run". */
  readonly label: string
  readonly sentAt: number
  readonly ended?: { readonly at: number; readonly status: string }
}

const HEADLINE: Record<ReportState, string> = {
  running: '⏳ Agent job running',
  checking: "⏳ Waiting for the pull request's checks",
  'checks-failed': "🔴 Agent job completed; its pull request's checks failed",
  'checks-pending': "🟡 Agent job completed; its pull request's checks had not finished",
  completed: '✅ Agent job completed',
  archived: '🗄️ Agent job archived',
  failed: '❌ Agent job failed',
  started: '🚀 Agent job started',
  queued: '📨 Automation run queued',
  'timed-out': '⌛ Stopped waiting for the agent job',
  cancelled: '🛑 Workflow run cancelled',
  'not-delivered': '⚠️ Follow-ups not delivered',
  error: '❌ Agent job could not be followed'
}

/** The headline: an error before there was a job to follow says it could not be started. */
function headline(view: ReportView): string {
  if (view.state !== 'error' || view.job !== undefined) return HEADLINE[view.state]
  if (view.automation === undefined) return '❌ Agent job could not be started'
  return view.automation.run === undefined
    ? '❌ Automation run could not be started'
    : HEADLINE.error
}

function facts(view: ReportView): [string, string][] {
  const job = view.job
  const rows: [string, string][] = []
  if (view.automation !== undefined) {
    const { id, run } = view.automation
    const instance = run?.instanceId === undefined ? '' : `, run ${run.instanceId}`
    rows.push(['Automation', escapeMarkdown(`${id}${instance}`)])
    if (job === undefined && run?.jobId !== undefined) rows.push(['Job', escapeMarkdown(run.jobId)])
    rows.push(['Runs', linkOrText(AUTOMATIONS_PAGE, 'Automations page of the dashboard') ?? ''])
  }
  if (job !== undefined) {
    rows.push(['Job', escapeMarkdown(job.id)])
    rows.push(['Status', escapeMarkdown(job.status)])
    rows.push(['Pull request', pullRequestCell(job, view)])
    const branch = job.source?.ref
    if (typeof branch === 'string' && branch !== '') rows.push(['Branch', escapeMarkdown(branch)])
    if (typeof job.model === 'string' && job.model !== '')
      rows.push(['Model', escapeMarkdown(job.model)])
  }
  if (view.checks?.summary !== undefined) rows.push(['Checks', escapeMarkdown(view.checks.summary)])
  const preview = previewCell(view)
  if (preview !== undefined) rows.push(['Preview', preview])
  if (view.instruction !== undefined) {
    const said =
      view.instruction.text === '' ? 'work on this issue' : truncate(view.instruction.text, 200)
    rows.push([
      'Last instruction',
      `${escapeMarkdown(said)} (${escapeMarkdown(`@${view.instruction.author}`)})`
    ])
  }
  if (view.startedAt !== undefined) rows.push(['Started', formatClock(view.startedAt, true)])
  rows.push(['Elapsed', formatElapsed(view.elapsedMs)])
  if (view.followUpsTotal > 0) {
    rows.push(['Follow-ups sent', `${view.followUpsSent} of ${view.followUpsTotal}`])
  }
  const run = linkOrText(view.runUrl, 'workflow run')
  if (run !== undefined) rows.push(['Run', run])
  return rows
}

/** Linked only when it is a pull request on this GitHub server, with the URL as its text. */
function pullRequestCell(job: Job, view: ReportView): string {
  const pr = pullRequestOf(job)
  if (pr?.ref !== undefined && isOnServer(pr.ref, view.serverUrl)) return linkOrText(pr.url) ?? ''
  if (pr !== undefined) return escapeMarkdown(pr.url)
  if (typeof job.prLink === 'string' && job.prLink !== '') {
    return `${escapeMarkdown(job.prLink)} (not an https link)`
  }
  return pullRequestAbsence(view)
}

function pullRequestAbsence(view: ReportView): string {
  switch (view.state) {
    case 'running':
    case 'checking':
    case 'started':
    case 'queued':
      return '_not yet_'
    // The job keeps running on the service: its pull request may still come.
    case 'timed-out':
    case 'cancelled':
      return view.job === undefined ? '_none_' : '_not yet_'
    // Why there is none is the explanation under the table, said once.
    case 'completed':
    case 'checks-failed':
    case 'checks-pending':
    case 'archived':
    case 'failed':
    case 'not-delivered':
    case 'error':
      return '_none_'
  }
}

/** The job's comment: `marker` (the job's, sealed) first, then what the view shows. */
export function renderComment(view: ReportView, marker = ''): string {
  const parts = [marker, `### ${headline(view)}`, '', factsTable(facts(view))]
  parts.push(...timelineLines(view))
  if (view.note !== undefined) parts.push('', view.note)
  if (view.explanation !== undefined) parts.push('', escapeMarkdown(view.explanation))
  if (view.undelivered.length > 0) {
    parts.push('', `Not delivered (${view.undelivered.length}):`)
    for (const m of view.undelivered) parts.push(`- ${escapeMarkdown(truncate(m, 300))}`)
  }
  // Cut to GitHub's limit where it is written (github/octokit.ts), after redaction.
  return parts.filter((p, i) => i > 0 || p !== '').join('\n')
}

/** The job summary: the same facts, as Markdown for the step's summary. */
export function renderSummary(view: ReportView): string {
  const lines = [`## ${headline(view)}`, '', factsTable(facts(view)), ...timelineLines(view)]
  if (view.note !== undefined) lines.push('', view.note)
  if (view.explanation !== undefined) lines.push('', escapeMarkdown(view.explanation))
  if (view.undelivered.length > 0) {
    lines.push('', `Follow-ups not delivered: ${view.undelivered.length}.`)
  }
  return lines.join('\n') + '\n'
}

/** The turns as a numbered list under the table; nothing for a single turn that has not ended. */
function timelineLines(view: ReportView): string[] {
  const turns = view.timeline ?? []
  const only = turns.length === 1 ? turns[0] : undefined
  if (turns.length === 0 || (only !== undefined && !('line' in only) && only.ended === undefined))
    return []
  const now = view.now ?? Date.now()
  const lines = turns.map((turn, i) => {
    if ('line' in turn)
      return `${i + 1}. Checks: ${escapeMarkdown(turn.line)} (${formatClock(turn.at)})`
    const sent = `${i + 1}. ${turn.label}: sent ${formatClock(turn.sentAt)}`
    if (turn.ended === undefined) {
      const still = view.state === 'running' ? 'running' : 'not ended when the run stopped'
      return `${sent}, ${still} (${formatElapsed(now - turn.sentAt)})`
    }
    const how = escapeMarkdown(turn.ended.status)
    return `${sent}, ended ${how} at ${formatClock(turn.ended.at)} (${formatElapsed(turn.ended.at - turn.sentAt)})`
  })
  return ['', '**Timeline**', '', ...lines]
}

/** `14:05:10 UTC`, or with the date: `2026-11-22 14:05:10 UTC`. */
function formatClock(ms: number, withDate = false): string {
  const iso = new Date(ms).toISOString()
  return `${withDate ? `${iso.slice(0, 10)} ` : ''}${iso.slice(11, 19)} UTC`
}

/** The Preview row: the preview this run built and its status, else the one the checks linked. */
function previewCell(view: ReportView): string | undefined {
  const built = view.preview
  if (built === undefined) return linkOrText(view.checks?.preview)
  const status = escapeMarkdown(built.status)
  const link = linkOrText(built.url)
  return link === undefined ? status : built.status === 'success' ? link : `${link} (${status})`
}
