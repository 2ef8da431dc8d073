import {
  parseBaseUrl,
  parseBoolean,
  parseDuration,
  parseToken,
  required,
  type Env,
  type InputReader
} from '../action/inputs.js'
import { InputError } from '../action/errors.js'
import { segmentProblem } from './client.js'

/** What both actions share: the service, its key, and how patient to be with it. */
export interface ServiceSettings {
  readonly projectId: string
  /** The admin API key; masked before settings are read. Never logged. */
  readonly secretKey: string
  readonly baseUrl: URL
  /** Time limit of one HTTP request to the service. */
  readonly requestTimeoutMs: number
  /** First retry backoff (doubles per attempt). Internal: `MINTLIFY_ACTION_RETRY_DELAY`, for tests. */
  readonly retryBaseDelayMs: number
  /** Check everything and print the requests, send only one read-only request, create nothing. */
  readonly dryRun: boolean
}

export function readServiceSettings(input: InputReader, env: Env): ServiceSettings {
  return {
    projectId: parsePathSegment(
      'projectId',
      required('projectId', input('projectId'), 'the project id from the API keys page'),
      'give the project id from the API keys page'
    ),
    secretKey: parseSecretKey(input('secret-key')),
    baseUrl: parseBaseUrl(input('base-url')),
    requestTimeoutMs: parseDuration('request-timeout', input('request-timeout'), '30s', {
      minMs: 100,
      maxMs: 10 * 60 * 1000
    }),
    retryBaseDelayMs: parseDuration(
      'MINTLIFY_ACTION_RETRY_DELAY',
      env.MINTLIFY_ACTION_RETRY_DELAY ?? '',
      '1s',
      { minMs: 1, maxMs: 60_000 }
    ),
    dryRun: parseBoolean('dry-run', input('dry-run'), false)
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
  required('secret-key', value, 'an admin API key, from a repository secret')
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
  return value
}
