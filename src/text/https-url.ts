/**
 * A link the action takes from outside (a preview's address from the service, an environment URL
 * from Mintlify's GitHub app), checked and then kept exactly as it was given: outputs carry it,
 * and people append paths to it, so it is never rewritten (`new URL(x).href` would add a `/`).
 * Only a text every reader parses alike is taken: WHATWG's URL parser, which the checks use, drops
 * tabs and line breaks, trims spaces and control characters, reads `\` as `/` and decodes a
 * percent-encoded host, where curl or a shell would read the text as it stands.
 */

/** Printable ASCII but `\`: RFC 3986's characters and the delimiters around them. */
const PLAIN = /^[\x21-\x5b\x5d-\x7e]+$/

/**
 * `value` when it is an `https://` URL without credentials that reads the same to every parser
 * (printable ASCII, no `\`, its host written as the parser reads it); undefined otherwise.
 */
export function givenHttpsUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || !PLAIN.test(value)) return undefined
  const scheme = 'https://'
  if (value.slice(0, scheme.length).toLowerCase() !== scheme) return undefined
  const url = URL.parse(value)
  if (url === null || url.username !== '' || url.password !== '') return undefined
  // The host as written (up to the path, query or fragment) must be the one the parser reads: no
  // `https:///host`, no percent-encoded or default-port host that another reader takes otherwise.
  const written = /^[^/?#]*/.exec(value.slice(scheme.length))?.[0] ?? ''
  return written.toLowerCase() === url.host ? value : undefined
}
