import type { DeployStatus } from '../service/deploy.js'
import { formatDuration } from '../text/format.js'
import { codeBlock, codeSpan, escapeMarkdown, factsTable, linkOrText } from '../text/markdown.js'
import type { DeployEnd } from '../deployments/verdict.js'

/**
 * What people read of a deployment: the job summary and the pull request's preview comment.
 * Every text from the service (the summary, logs, commit message, file names, branch) goes in
 * inert: escaped, or in a code span or block it cannot close; secrets are removed where the text
 * leaves (ActionIO, the Octokit hook).
 */

/** Files of each kind the summary lists; the rest are counted. */
const MAX_FILES_SHOWN = 50

const HEADLINE: Record<DeployEnd['kind'], string> = {
  success: '✅ Deployed',
  failure: '❌ Deployment failed',
  other: '⚠️ Deployment ended',
  'timed-out': '⏱️ Still deploying when the wait ended',
  cancelled: '🛑 Cancelled while waiting',
  error: '❌ Could not follow the deployment',
  skipped: '⏭️ Nothing was deployed',
  'not-triggered': '❌ Nothing was triggered'
}

export function renderDeploySummary(end: DeployEnd, logLines: number): string {
  const what = end.mode === 'preview' ? `Preview of ${codeSpan(end.branch ?? '')}` : 'Deployment'
  const parts = [`## ${headlineOf(end)}`, '', escapeMarkdown(end.message), '']
  const status = end.status
  const rows: [string, string][] = [[what, escapeMarkdown(end.status?.status ?? end.kind)]]
  if (end.statusId !== undefined) rows.push(['Status id', codeSpan(end.statusId)])
  if (end.url !== undefined)
    rows.push([end.mode === 'preview' ? 'Preview' : 'Site', linkOrText(end.url) ?? ''])
  if (end.elapsedMs !== undefined) rows.push(['Took', formatDuration(end.elapsedMs)])
  const commit = status?.commit
  if (commit?.sha !== undefined) rows.push(['Commit', codeSpan(commit.sha)])
  if (commit?.ref !== undefined) rows.push(['Ref', codeSpan(commit.ref)])
  if (commit?.message !== undefined) rows.push(['Message', escapeMarkdown(commit.message)])
  parts.push(factsTable(rows))
  if (status?.summary !== undefined)
    parts.push('', '### What the service said', '', codeBlock(status.summary))
  if (commit !== undefined) parts.push(...filesSection(commit))
  if (status !== undefined && logLines > 0 && status.logs.length > 0)
    parts.push(...logSection(status, logLines))
  return `${parts.join('\n')}\n`
}

function headlineOf(end: DeployEnd): string {
  if (end.kind === 'success' && end.mode === 'preview') return '✅ Preview ready'
  if (end.kind === 'failure' && end.mode === 'preview') return '❌ Preview failed'
  // No status id: the trigger's answer was lost, or the run was cancelled before it came.
  if (end.statusId === undefined && end.kind === 'error') return '❌ The trigger was not answered'
  if (end.statusId === undefined && end.kind === 'cancelled')
    return '🛑 Cancelled before the trigger was answered'
  return HEADLINE[end.kind]
}

function filesSection(commit: NonNullable<DeployStatus['commit']>): string[] {
  const kinds = [
    ['Added', commit.added],
    ['Modified', commit.modified],
    ['Removed', commit.removed]
  ] as const
  if (kinds.every(([, files]) => files.length === 0)) return []
  const out = ['', '### Files changed', '']
  for (const [label, files] of kinds) {
    if (files.length === 0) continue
    const shown = files.slice(0, MAX_FILES_SHOWN).map(codeSpan).join(', ')
    const more =
      files.length > MAX_FILES_SHOWN ? `, and ${files.length - MAX_FILES_SHOWN} more` : ''
    out.push(`- ${label} (${files.length}): ${shown}${more}`)
  }
  return out
}

function logSection(status: DeployStatus, logLines: number): string[] {
  const shown = status.logs.slice(-logLines)
  const of = status.logs.length > shown.length ? ` of ${status.logs.length}` : ''
  return ['', `### The last ${shown.length}${of} log lines`, '', codeBlock(shown.join('\n'))]
}

const COMMENT_HEADLINE: Record<DeployEnd['kind'] | 'building', string> = {
  building: '🔄 Docs preview: building',
  success: '✅ Docs preview: ready',
  failure: '❌ Docs preview: the build failed',
  other: '⚠️ Docs preview: the build ended',
  'timed-out': '⏱️ Docs preview: still building when the workflow stopped waiting',
  cancelled: '🛑 Docs preview: the workflow was cancelled while it was building',
  error: '❌ Docs preview: could not be followed',
  skipped: '⏭️ Docs preview: not built',
  'not-triggered': '❌ Docs preview: not built, the service refused it'
}

export interface CommentState {
  readonly kind: DeployEnd['kind'] | 'building'
  readonly branch: string
  readonly url: string | undefined
  readonly status: string | undefined
  /** When it was last built (the service's end), or when this run last looked. */
  readonly at: number
  readonly sha: string | undefined
  readonly runUrl: string | undefined
  readonly message: string | undefined
}

/** The preview comment, under its marker line; updated in place on each run. */
export function renderPreviewComment(marker: string, state: CommentState): string {
  const when = `${new Date(state.at).toISOString().slice(0, 16).replace('T', ' ')} UTC`
  const rows: [string, string][] = [
    ['Branch', codeSpan(state.branch)],
    ['Preview', state.url === undefined ? 'not yet known' : (linkOrText(state.url) ?? '')],
    ['Status', escapeMarkdown(state.status ?? state.kind)],
    [state.kind === 'building' ? 'Started' : 'Last built', when]
  ]
  if (state.sha !== undefined) rows.push(['Commit', codeSpan(state.sha.slice(0, 12))])
  const parts = [marker, `### ${COMMENT_HEADLINE[state.kind]}`, '', factsTable(rows)]
  if (state.message !== undefined && state.kind !== 'success' && state.kind !== 'building')
    parts.push('', escapeMarkdown(state.message))
  if (state.runUrl !== undefined) parts.push('', linkOrText(state.runUrl, 'The workflow run') ?? '')
  return parts.join('\n')
}
