import type { Env } from './inputs.js'

/**
 * Every input the four actions of this repository declare, by action: each action's folder (what
 * follows the repository in `uses:`) and its inputs, as its action.yml declares them (a test holds
 * this table to every action.yml, input for input). The runner passes a step's every `with:` key,
 * declared or not, and only warns ("Unexpected input(s) …"): an input of another of the actions
 * (`report: issue` given to the visitors action) would be read by nobody, and the run would pass
 * without doing what it asked. Known here, it is an error that names the action it belongs to.
 * The ground cannot import the actions (their own tables), so the names are kept here.
 */
const DECLARED = {
  agent: {
    folder: '',
    inputs: [
      'prompt',
      'projectId',
      'secret-key',
      'messages',
      'jobId',
      'automation',
      'dry-run',
      'base-url',
      'github-token',
      'issue-number',
      'comment',
      'wait',
      'require-pr',
      'timeout',
      'poll-interval',
      'request-timeout',
      'allowed-bots',
      'trigger',
      'pr-labels',
      'pr-reviewers',
      'link-issue',
      'preview',
      'checks',
      'fix-rounds',
      'checks-timeout',
      'checks-ignore',
      'require-checks',
      'task',
      'on-open'
    ]
  },
  visitors: {
    folder: '/visitors',
    inputs: [
      'projectId',
      'secret-key',
      'base-url',
      'dateFrom',
      'dateTo',
      'days',
      'limit',
      'offset',
      'max-rows',
      'format',
      'path',
      'summary-rows',
      'chart',
      'request-timeout',
      'dry-run'
    ]
  },
  analytics: {
    folder: '/analytics',
    inputs: [
      'projectId',
      'secret-key',
      'base-url',
      'datasets',
      'dateFrom',
      'dateTo',
      'days',
      'format',
      'directory',
      'max-requests',
      'resume',
      'summary-rows',
      'compare',
      'feedback-source',
      'feedback-status',
      'request-timeout',
      'dry-run',
      'report',
      'report-labels',
      'close-previous',
      'gaps-limit',
      'search-key',
      'search-domain',
      'github-token'
    ]
  },
  deploy: {
    folder: '/deploy',
    inputs: [
      'projectId',
      'secret-key',
      'base-url',
      'mode',
      'source',
      'branch',
      'sha',
      'environment',
      'timeout',
      'poll-interval',
      'log-lines',
      'comment',
      'github-deployment',
      'github-token',
      'request-timeout',
      'dry-run'
    ]
  },
  'follow-code': {
    folder: '/follow-code',
    inputs: [
      'projectId',
      'secret-key',
      'paths',
      'prompt',
      'max-change',
      'docs-token',
      'pull-request',
      'range',
      'dry-run',
      'base-url',
      'github-token',
      'timeout',
      'request-timeout',
      'checks',
      'pr-labels',
      'pr-reviewers'
    ]
  }
} as const satisfies Record<string, { folder: string; inputs: readonly string[] }>

/** Each action's declared inputs, by the name of its folder ('agent' for the root one). */
export const ACTION_INPUTS: Readonly<Record<keyof typeof DECLARED, readonly string[]>> = {
  agent: DECLARED.agent.inputs,
  visitors: DECLARED.visitors.inputs,
  analytics: DECLARED.analytics.inputs,
  deploy: DECLARED.deploy.inputs,
  'follow-code': DECLARED['follow-code'].inputs
}

/** The repository and ref the README's workflows use, when the runner does not say its own. */
const PUBLISHED = { repository: 'your-org/mintlify-agent-action', ref: 'v1' }

/**
 * The error for inputs (`with:` keys, as `strayInputs` names them: lower case) that this action
 * does not declare but another of the actions does, each named with the action that reads it, as
 * a step writes it in `uses:` (the repository and ref this step runs from, when the runner says
 * them); undefined when there are none.
 */
export function misplacedInputs(given: readonly string[], env: Env): string | undefined {
  const said = given.flatMap(name => {
    const owners = ownersOf(name)
    if (owners.length === 0) return []
    const named = owners.map(
      ([action, { folder }]) => `the ${action} action (${uses(folder, env)})`
    )
    const text = `Input "${name}" is an input of ${named.join(' and ')}, not of this action.`
    return [{ text, owners: owners.length }]
  })
  const [first] = said
  if (first === undefined) return undefined
  const which = first.owners === 1 ? 'that action' : 'one of those actions'
  const fix =
    said.length === 1
      ? `It would not be read here, so the step would not do what it asks: give it to a step that uses ${which}, or remove it from this step's \`with:\`.`
      : "None of them would be read here, so the step would not do what they ask: give each to a step that uses its action, or remove it from this step's `with:`."
  return `${said.map(input => input.text).join(' ')} ${fix} Nothing was sent.`
}

/** Whether one of the actions declares input `name` (a `with:` key, as `strayInputs` names it). */
export function declaredByAnAction(name: string): boolean {
  return ownersOf(name).length > 0
}

/** The actions that declare input `name`, each with where it stands. */
function ownersOf(name: string) {
  return Object.entries(DECLARED).filter(([, action]) =>
    action.inputs.some(input => sameInput(input, name))
  )
}

/** The runner matches a `with:` key to a declared input without regard to case. */
function sameInput(declared: string, given: string): boolean {
  return declared.replace(/ /g, '_').toLowerCase() === given.replace(/ /g, '_').toLowerCase()
}

/** `owner/repo/folder@ref`: GITHUB_ACTION_REPOSITORY and GITHUB_ACTION_REF, or the README's. */
function uses(folder: string, env: Env): string {
  const repository = env.GITHUB_ACTION_REPOSITORY || PUBLISHED.repository
  const ref = env.GITHUB_ACTION_REF || PUBLISHED.ref
  return `${repository}${folder}@${ref}`
}
