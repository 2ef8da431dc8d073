import type { Logger } from '../action/io.js'
import type { Timing } from '../timing.js'
import type { HttpStack } from '../http/stack.js'
import { USER_AGENT } from '../version.js'
import { createServiceClient, type ServiceClient } from './client.js'
import { DEFAULT_RETRY_POLICY } from '../http/retry.js'
import type { ServiceAccess } from './settings.js'

/** What a run gives the client: where to log, the run's time, and HTTP. */
export interface ClientRun {
  readonly io: Logger
  readonly time: Timing
  readonly http: HttpStack
}

/** An API built on a client configured from the actions' shared service settings. */
export function connectService<Api>(
  settings: ServiceAccess,
  run: ClientRun,
  makeApi: (client: ServiceClient) => Api
): Api {
  if (settings.keyWarning !== undefined) run.io.warning(settings.keyWarning)
  const client = createServiceClient({
    baseUrl: settings.baseUrl,
    apiKey: settings.secretKey,
    userAgent: USER_AGENT,
    requestTimeoutMs: settings.requestTimeoutMs,
    retry: { ...DEFAULT_RETRY_POLICY, baseDelayMs: run.time.retryBaseDelayMs },
    log: run.io,
    time: run.time,
    fetch: run.http.fetch
  })
  return makeApi(client)
}
