import type { Answer, Incoming, RouteSpec } from './routes.js'

/**
 * The service's deployments on the stand-in (`openapi.json`): trigger an update, trigger a preview
 * of a branch, and read a status, in their documented shapes. A test scripts what each status read
 * sees, step by step (`queued` → `in_progress` → `success`), a word outside the contract's list
 * included, and what the key may do: a key without the `write` scope and a plan without previews
 * get the service's 403.
 */

export interface DeployScript {
  /** What each status read sees, in order; the last one stays (a status that never ends). */
  readonly steps?: readonly string[]
  /** Whether the last step says when it ended; default: when it is success or failure. */
  readonly ended?: boolean
  readonly summary?: string
  readonly logs?: readonly string[]
  readonly commitMessage?: string
  readonly files?: {
    readonly added?: string[]
    readonly modified?: string[]
    readonly removed?: string[]
  }
  readonly subdomain?: string
  /** The status id the trigger answers with (`st_<n>` unless given), then read back by it. */
  readonly statusId?: string
  /** The commit's sha and ref (a constant sha, and the branch or `main`, unless given). */
  readonly sha?: string
  readonly ref?: string
  /** The preview's address the trigger answers with (the branch's, unless given). */
  readonly previewUrl?: string
  /** The contract's `screenshot`, sent before the status word (a large one, say). */
  readonly screenshot?: string
  /** What a preview's status reads see instead, when they differ (updates pass, previews fail). */
  readonly preview?: Omit<DeployScript, 'preview'>
}

export interface StoredDeploy {
  readonly id: string
  readonly projectId: string
  readonly kind: 'update' | 'preview'
  readonly branch: string | undefined
  readonly createdAt: string
  reads: number
}

export interface DeployState {
  readonly deployScript: DeployScript
  readonly deploys: Map<string, StoredDeploy>
  /** The key's scopes: `read` keys get 403 on a trigger. */
  readonly keyScope: 'read' | 'write'
  /** Whether the organization's plan has preview deployments (Pro and Enterprise do). */
  readonly previews: boolean
}

export const DEFAULT_DEPLOY_STEPS = ['queued', 'in_progress', 'success'] as const
export const DEPLOY_SHA = 'd0c5d0c5d0c5d0c5d0c5d0c5d0c5d0c5d0c5d0c5'

function trigger(kind: StoredDeploy['kind']) {
  return (state: DeployState, request: Incoming): Answer => {
    if (state.keyScope !== 'write') {
      return { status: 403, body: { error: 'API key does not have the write scope' } }
    }
    if (kind === 'preview' && !state.previews) {
      return {
        status: 403,
        body: { error: 'Preview deployments are not available on your current plan.' }
      }
    }
    const branch = (request.body as { branch?: string } | undefined)?.branch
    const id = state.deployScript.statusId ?? `st_${state.deploys.size + 1}`
    state.deploys.set(id, {
      id,
      projectId: request.params.projectId ?? '',
      kind,
      branch,
      createdAt: new Date().toISOString(),
      reads: 0
    })
    if (kind === 'update') return { status: 202, body: { statusId: id } }
    const previewUrl = state.deployScript.previewUrl ?? previewUrlOf(branch ?? '')
    return { status: 202, body: { statusId: id, previewUrl } }
  }
}

/** Where the stand-in says a branch's preview is: `https://acme-<branch>.mintlify.site`. */
export function previewUrlOf(branch: string): string {
  const slug = branch
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)
  return `https://acme-${slug}.mintlify.site`
}

function status(state: DeployState, request: Incoming): Answer {
  const deploy = state.deploys.get(request.params.statusId ?? '')
  if (deploy === undefined) return { status: 404, body: { error: 'Status not found' } }
  const script =
    deploy.kind === 'preview'
      ? (state.deployScript.preview ?? state.deployScript)
      : state.deployScript
  const steps = script.steps ?? DEFAULT_DEPLOY_STEPS
  const step = steps[Math.min(deploy.reads, steps.length - 1)] ?? 'queued'
  const last = deploy.reads >= steps.length - 1
  deploy.reads++
  const ended = last && (script.ended ?? (step === 'success' || step === 'failure'))
  // The logs and a screenshot come before the status word: a reader finds it after them.
  return {
    status: 200,
    body: {
      _id: deploy.id,
      projectId: deploy.projectId,
      createdAt: deploy.createdAt,
      logs: script.logs ?? ['Fetching docs.json', 'Building 42 pages', `Deployment ${step}`],
      ...(script.screenshot === undefined ? {} : { screenshot: script.screenshot }),
      ...(ended ? { endedAt: new Date().toISOString() } : {}),
      status: step,
      summary:
        script.summary ??
        (step === 'failure' ? 'Build failed: docs.json is invalid' : `Deployment ${step}`),
      subdomain: script.subdomain ?? 'acme',
      source: 'api',
      commit: {
        sha: script.sha ?? DEPLOY_SHA,
        ref: script.ref ?? deploy.branch ?? 'main',
        message: script.commitMessage ?? 'Update the quickstart',
        filesChanged: {
          added: script.files?.added ?? ['guides/new-page.mdx'],
          modified: script.files?.modified ?? ['quickstart.mdx', 'docs.json'],
          removed: script.files?.removed ?? []
        }
      }
    }
  }
}

export const DEPLOY_ROUTES: readonly RouteSpec<DeployState>[] = [
  {
    route: 'deploy-update',
    method: 'POST',
    template: '/v1/project/update/{projectId}',
    handle: trigger('update')
  },
  {
    route: 'deploy-preview',
    method: 'POST',
    template: '/v1/project/preview/{projectId}',
    handle: trigger('preview')
  },
  {
    route: 'deploy-status',
    method: 'GET',
    template: '/v1/project/update-status/{statusId}',
    handle: status
  }
]
