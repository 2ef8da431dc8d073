import {
  MARKER_VALUE,
  markerValue,
  readMarkerValue,
  SEAL,
  type MarkerSeal
} from '../github/hidden-marker.js'
import type { IssueTarget, Repository } from '../github/event.js'
import { tokenLogin } from '../github/identity.js'
import type { Octokit } from '../github/octokit.js'
import { newestRepoComments } from '../github/code-reads.js'
import { findOwn, markerLine } from '../github/own-comments.js'
import { segmentProblem } from '../service/client.js'

/**
 * What earlier runs handed over, kept in the code repository, so that the rules hold without a
 * docs token: the comment on each covered code pull request opens with a sealed marker naming the
 * job its change went to and the newest commit the run read ("through"). It counts only as the
 * first line of a comment by the token's own account, sealed for that repository, key and pull
 * request: a copy on another pull request, or a marker anyone else wrote, is no marker.
 */
export interface Handed {
  /** The code pull request whose comment holds it. */
  readonly on: number
  readonly commentId: number
  readonly jobId: string
  /** The newest commit of the change handed over, when the run read one. */
  readonly through: string | undefined
}

const KIND = 'follow-code'
const MARKER = new RegExp(
  `^<!-- mintlify-follow-code: (${MARKER_VALUE})(?: through: ([0-9a-f]{7,64}))? seal: (${SEAL}) -->$`
)
const SHA = /^[0-9a-f]{7,64}$/

function sealed(on: number, jobId: string, through: string | undefined): string[] {
  return [String(on), jobId, through ?? '']
}

export function handOverMarker(
  seal: MarkerSeal,
  place: { readonly on: number; readonly jobId: string; readonly through: string | undefined }
): string {
  // A commit only when it is one (a SHA): anything else is left out, as the marker could not read it.
  const through = place.through?.match(SHA)?.[0]
  const part = through === undefined ? '' : ` through: ${through}`
  const proof = seal.of(KIND, sealed(place.on, place.jobId, through))
  return `<!-- mintlify-follow-code: ${markerValue(place.jobId)}${part} seal: ${proof} -->`
}

/** What a marker line on code pull request `on` says, or undefined for anything else. */
export function readHandOver(
  line: string,
  seal: MarkerSeal,
  on: number
): Pick<Handed, 'jobId' | 'through'> | undefined {
  const match = MARKER.exec(line)
  if (match === null) return undefined
  // Stryker disable next-line StringLiteral: the id and the seal take part in every match
  const [, value = '', through, given = ''] = match
  const jobId = readMarkerValue(value)
  // Stryker disable next-line ConditionalExpression: segmentProblem refuses undefined as well
  if (jobId === undefined || segmentProblem(jobId) !== undefined) return undefined
  return seal.holds(KIND, sealed(on, jobId, through), given) ? { jobId, through } : undefined
}

/** The hand-over on one code pull request (the run's comment there), if any. */
export async function findHandOverOn(
  octokit: Octokit,
  target: IssueTarget,
  seal: MarkerSeal
): Promise<Handed | undefined> {
  const found = await findOwn(octokit, target, line => readHandOver(line, seal, target.number))
  return found && { on: target.number, commentId: found.id, ...found.value }
}

/** Pages of the repository's comments read for the newest hand-over: 300 comments. */
const COMMENT_PAGES = 3

/**
 * The newest hand-over of the repository: GitHub lists every issue and pull request comment of
 * a repository, newest created first with `sort=created&direction=desc` ("List issue comments
 * for a repository"), so the last run's comment is on the first page unless 100 comments were
 * written since. A comment is created once per covered pull request and then only edited, so its
 * creation orders the hand-overs.
 */
export async function findLastHandOver(
  octokit: Octokit,
  repository: Repository,
  seal: MarkerSeal
): Promise<Handed | undefined> {
  const login = await tokenLogin(octokit)
  for (let page = 1; page <= COMMENT_PAGES; page++) {
    const data = await newestRepoComments(octokit, repository, page)
    for (const comment of data) {
      const on = Number(/\/issues\/(\d+)$/.exec(comment.issue_url)?.[1])
      if (!Number.isSafeInteger(on)) continue
      const line = markerLine(comment, login)
      // Stryker disable next-line ConditionalExpression: readHandOver reads no marker in undefined either
      const read = line === undefined ? undefined : readHandOver(line, seal, on)
      if (read !== undefined) return { on, commentId: Number(comment.id), ...read }
    }
    if (data.length < 100) return undefined
  }
  return undefined
}
