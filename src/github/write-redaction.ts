/**
 * The run's secrets removed from everything a request writes to GitHub, at the one edge every
 * GitHub call passes (octokit.ts): every string of every field, at any depth (a comment's body, an
 * issue's title, a deployment status's `description`, `labels` and `reviewers` lists, a check
 * run's `output.annotations[].message`), not only the fields a writer is expected to fill with
 * outside text. A field GitHub shows can come from the service (a preview's address, a
 * deployment's summary), and the service may echo the key in it.
 *
 * A field that holds an address (`environment_url`, `log_url`, `target_url`, `details_url`: its
 * name ends in `url`, or `urls` for a list) and held a secret is left out of the write: the address without its secret
 * (`?token=***`) leads nowhere, and GitHub may refuse a value that is not a URL. The write goes
 * on without it, and the caller is told which fields were left out.
 *
 * Octokit's own options (how the request is made: its method, route, headers with the token)
 * are not what it writes, and are left as they are.
 */

/** The options Octokit reads to make a request, besides the route's parameters and the body. */
const REQUEST_OPTIONS = new Set(['method', 'url', 'baseUrl', 'headers', 'request', 'mediaType'])

/** A field that holds an address, or a list of them: `environment_url`, `log_url`, `target_url`, …. */
const ADDRESS_FIELD = /(?:^|_)urls?$/i

/**
 * Redacts in place what `options` writes (nothing for a read: a GET writes nothing); returns the
 * fields left out because an address held a secret, by their path (`environment_url`,
 * `output.details_url`).
 */
export function redactWrite(
  options: Record<string, unknown>,
  redact: (text: string) => string
): string[] {
  if (options.method === 'GET' || options.method === 'HEAD') return []
  const dropped: string[] = []
  for (const [name, value] of Object.entries(options)) {
    if (REQUEST_OPTIONS.has(name)) continue
    const clean = redactValue(value, name, name, redact, dropped)
    if (clean === DROPPED) delete options[name]
    else options[name] = clean
  }
  return dropped
}

/** Stands for a field that is left out of the write. */
const DROPPED = Symbol('dropped')

function redactValue(
  value: unknown,
  name: string,
  path: string,
  redact: (text: string) => string,
  dropped: string[]
): unknown {
  if (typeof value === 'string') {
    const clean = redact(value)
    if (clean === value || !ADDRESS_FIELD.test(name)) return clean
    dropped.push(path)
    return DROPPED
  }
  if (Array.isArray(value))
    return value
      .map((item, i) => redactValue(item, name, `${path}[${i}]`, redact, dropped))
      .filter(item => item !== DROPPED)
  if (isPlainObject(value)) {
    // Built from entries, so a field named `__proto__` stays a field of the write.
    const entries = Object.entries(value).map(
      ([key, item]) => [key, redactValue(item, key, `${path}.${key}`, redact, dropped)] as const
    )
    return Object.fromEntries(entries.filter(([, clean]) => clean !== DROPPED))
  }
  return value
}

/** An object literal's kind of object: what a request's JSON is made of, not a Buffer or a stream. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}
