import type { Clock, Logger, Sleep } from '../action/io.js'
import { USER_AGENT } from '../version.js'
import { createServiceClient, type ServiceClient } from './client.js'
import { DEFAULT_RETRY_POLICY } from './retry.js'
import type { ServiceSettings } from './settings.js'

/** What a run gives the client: where to log, when to stop, how to wait, and the clock. */
export interface ClientRun {
  readonly io: Logger
  readonly signal: AbortSignal
  readonly sleep: Sleep
  readonly random: () => number
  readonly now: Clock
}

/**
 * Runs `body` with an API built on a client configured from the actions' shared service
 * settings, and closes the client's connections after, whatever happens.
 */
export async function withService<Api, T>(
  settings: ServiceSettings,
  run: ClientRun,
  makeApi: (client: ServiceClient) => Api,
  body: (api: Api) => Promise<T>
): Promise<T> {
  const client = createServiceClient({
    baseUrl: settings.baseUrl,
    apiKey: settings.secretKey,
    userAgent: USER_AGENT,
    requestTimeoutMs: settings.requestTimeoutMs,
    retry: { ...DEFAULT_RETRY_POLICY, baseDelayMs: settings.retryBaseDelayMs },
    log: run.io,
    signal: run.signal,
    sleep: run.sleep,
    random: run.random,
    now: run.now
  })
  try {
    return await body(makeApi(client))
  } finally {
    await client.close()
  }
}
