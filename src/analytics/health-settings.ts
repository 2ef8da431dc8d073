import type { ReportSettings, SearchAccess } from '../docs-health/request.js'
import { markerSeal } from '../github/hidden-marker.js'
import { InputError } from '../action/errors.js'
import {
  parseBoolean,
  parseChoice,
  parseInteger,
  parseList,
  type DeclaredInputs,
  type Env,
  type InputReader
} from '../action/inputs.js'
import { readGitHubAccess } from '../github/access.js'

export const DEFAULT_GAPS_LIMIT = 5
const MAX_GAPS_LIMIT = 20
/** GitHub's longest label name. */
const MAX_LABEL_CHARS = 50

/** The report inputs as action.yml declares them, with their defaults. */
export const REPORT_INPUTS = {
  report: 'none',
  'report-labels': '',
  'close-previous': 'false',
  'gaps-limit': `${DEFAULT_GAPS_LIMIT}`,
  'search-key': '',
  'search-domain': '',
  'github-token': ''
} as const satisfies DeclaredInputs

export function readGapsLimit(input: InputReader): number {
  return parseInteger('gaps-limit', input('gaps-limit'), {
    min: 0,
    max: MAX_GAPS_LIMIT,
    what: 'gaps handed over in the gaps output (0 for none)'
  })
}

/** The report's settings, or undefined for `report: none`. */
export function readReportSettings(
  input: InputReader,
  env: Env,
  export_: { readonly period: boolean; readonly resume: boolean }
): ReportSettings | undefined {
  const report = parseChoice('report', input('report'), ['none', 'issue'] as const)
  const labels = parseList(input('report-labels'))
  const closePrevious = parseBoolean('close-previous', input('close-previous'))
  if (report === 'none') {
    // Only values the workflow chose on purpose: a default reads the same as no input.
    const chosen =
      labels.length > 0
        ? 'report-labels'
        : closePrevious
          ? 'close-previous'
          : input('search-key') !== ''
            ? 'search-key'
            : input('search-domain') !== ''
              ? 'search-domain'
              : undefined
    if (chosen !== undefined)
      throw new InputError(chosen, `Input "${chosen}" needs report: issue, which it is about.`)
    return undefined
  }
  if (!export_.period)
    throw new InputError(
      'report',
      'Input "report: issue" writes one issue per period, compared with the one before: give days, or both dateFrom and dateTo.'
    )
  if (export_.resume)
    throw new InputError(
      'report',
      'Input "report: issue" reads every dataset in one run, but "resume" skips those finished earlier: run again without resume (a run for the same period updates the same issue).'
    )
  const long = labels.find(label => label.length > MAX_LABEL_CHARS)
  if (long !== undefined)
    throw new InputError(
      'report-labels',
      `Input "report-labels" names "${long.slice(0, 60)}…", longer than GitHub's ${MAX_LABEL_CHARS} characters for a label.`
    )
  const github = readGitHubAccess(input, env)
  if (github.token === '')
    throw new InputError(
      'github-token',
      'Input "report: issue" writes an issue, which needs "github-token" (the default, github.token, with issues: write).'
    )
  const { repository } = github
  if (repository === undefined)
    throw new InputError(
      'report',
      'Input "report: issue" needs GITHUB_REPOSITORY, which the runner sets: run it in a workflow.'
    )
  const seal = markerSeal(input('secret-key'), env.GITHUB_REPOSITORY ?? '')
  const verification = readVerification(input)
  return { labels, closePrevious, github: { ...github, repository }, seal, verification }
}

/** A site's domain identifier: letters, digits and hyphens, as Mintlify makes them. */
const DOMAIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/

function readVerification(input: InputReader): SearchAccess | undefined {
  const key = input('search-key')
  const domain = input('search-domain')
  if (key === '' && domain === '') return undefined
  if (key === '')
    throw new InputError(
      'search-key',
      'Input "search-domain" is the site the search-key searches: give search-key too (an assistant API key, "mint_dsc_…"), or leave both out to turn verification off.'
    )
  if (domain === '')
    throw new InputError(
      'search-domain',
      'Input "search-key" searches the site that "search-domain" names: give it, the identifier in the site\'s <domain>.mintlify.site address.'
    )
  if (key.startsWith('mint_') && !key.startsWith('mint_dsc_'))
    throw new InputError(
      'search-key',
      'Input "search-key" must be an assistant API key (it starts with "mint_dsc_"); this one is another kind (an admin key is "secret-key").'
    )
  if (!DOMAIN.test(domain))
    throw new InputError(
      'search-domain',
      `Input "search-domain" must be a site's domain identifier (letters, digits and hyphens, as in <domain>.mintlify.site), not "${domain.slice(0, 80)}".`
    )
  return { key, domain }
}
