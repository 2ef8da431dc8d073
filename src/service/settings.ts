import {
  DEFAULT_BASE_URL,
  parseBaseUrl,
  parseBoolean,
  parseDuration,
  parseToken,
  required,
  type DeclaredInputs,
  type InputReader
} from '../action/inputs.js'
import { InputError } from '../action/errors.js'
import { segmentProblem } from './client.js'

/** What every action that calls the service shares: the service, its key, how patient to be. */
export interface ServiceSettings {
  readonly projectId: string
  /** The admin API key; masked before settings are read. Never logged. */
  readonly secretKey: string
  readonly baseUrl: URL
  /** Time limit of one HTTP request to the service. */
  readonly requestTimeoutMs: number
  /** Check everything and print the requests, send only one read-only request, create nothing. */
  readonly dryRun: boolean
  /** Said before the first request when the key does not look like an admin key. */
  readonly keyWarning: string | undefined
}

/** What a client of the service is made with: where, with which key, how patient; and what to say of the key first. */
export type ServiceAccess = Pick<ServiceSettings, 'baseUrl' | 'secretKey' | 'requestTimeoutMs'> & {
  readonly keyWarning?: string | undefined
}

/** The inputs every action declares for the service, which `readServiceSettings` reads. */
export const SERVICE_INPUTS = {
  projectId: '',
  'secret-key': '',
  'base-url': DEFAULT_BASE_URL,
  'request-timeout': '30s',
  'dry-run': 'false'
} as const satisfies DeclaredInputs

export function readServiceSettings(input: InputReader): ServiceSettings {
  return {
    projectId: parsePathSegment(
      'projectId',
      required(
        'projectId',
        input('projectId'),
        `the project id from the API keys page of the dashboard. The documented workflows read it from the repository variable MINTLIFY_PROJECT_ID (\`${'projectId: ${{ vars.MINTLIFY_PROJECT_ID }}'}\`): create it with \`gh variable set MINTLIFY_PROJECT_ID\`, or under Settings > Secrets and variables > Actions > Variables`
      ),
      'give the project id from the API keys page'
    ),
    secretKey: parseSecretKey(input('secret-key')),
    keyWarning: keyWarning(input('secret-key')),
    baseUrl: parseBaseUrl(input('base-url')),
    requestTimeoutMs: parseDuration('request-timeout', input('request-timeout'), {
      minMs: 100,
      maxMs: 10 * 60 * 1000
    }),
    dryRun: parseBoolean('dry-run', input('dry-run'))
  }
}

/**
 * An input that becomes one segment of a request path (`projectId`, `jobId`, `automation`),
 * checked by the same rule as every other segment before anything is sent.
 */
export function parsePathSegment(name: string, value: string, expected: string): string {
  const problem = segmentProblem(value)
  if (problem !== undefined) throw new InputError(name, `Input "${name}" ${problem}: ${expected}.`)
  return value
}

function parseSecretKey(value: string): string {
  required(
    'secret-key',
    value,
    'an admin API key, from a repository secret. The documented workflows read it from the secret MINTLIFY_API_KEY (`secret-key: ${{ secrets.MINTLIFY_API_KEY }}`): create it with `gh secret set MINTLIFY_API_KEY`, or under Settings > Secrets and variables > Actions > Secrets'
  )
  parseToken('secret-key', value)
  // contracts/README.md: other key kinds share the "mint_" prefix and are rejected by these endpoints.
  if (value.startsWith('mint_dsc_') || value.startsWith('mint_us_')) {
    const kind = value.startsWith('mint_dsc_')
      ? 'an assistant key ("mint_dsc_")'
      : 'a search key ("mint_us_")'
    throw new InputError(
      'secret-key',
      `Input "secret-key" is ${kind}; these endpoints take an admin API key (starting "mint_"), from the API keys page of the dashboard.`
    )
  }
  const github = GITHUB_TOKEN_PREFIXES.find(prefix => value.startsWith(prefix))
  if (github !== undefined) {
    throw new InputError(
      'secret-key',
      `Input "secret-key" looks like a GitHub token ("${github}…"), not a Mintlify key, so it was not sent: give an admin API key (starting "mint_") from the API keys page of the dashboard. The GitHub token goes in "github-token".`
    )
  }
  return value
}

/** GitHub's token prefixes ("Behind GitHub's new authentication token formats"). */
const GITHUB_TOKEN_PREFIXES = ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_']

/**
 * A key without the "mint_" prefix may still be one (the prefix is the service's to change), so
 * it is sent, after a warning that says where admin keys are made.
 */
function keyWarning(value: string): string | undefined {
  if (value.startsWith('mint_')) return undefined
  return 'The secret-key does not start with "mint_", as Mintlify\'s admin API keys do; it is sent anyway. If the service refuses it (401), create an admin API key on the API keys page of the dashboard.'
}
