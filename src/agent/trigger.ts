import { ActionError, InputError } from '../action/errors.js'
import {
  COMMENT_EVENTS,
  type CommentKind,
  type GitHubEvent,
  type IssueTarget,
  type ReviewLocation
} from '../github/event.js'
import { printable } from '../text/format.js'
import { codeSpan } from '../text/markdown.js'
import { capPrompt, cleanUntrusted } from '../text/untrusted.js'

/**
 * What this run is asked to do, decided from the event in two steps. `readTrigger` (with the
 * settings) only decides whether there is anything to do and keeps what people wrote as it is;
 * `composePrompt` cleans that text and builds the prompt, and runs only after the permission
 * check, so an outsider's text costs no work at all.
 */

/** What the run is asked, as written; people's text here is untrusted and not yet cleaned. */
export interface Ask {
  /** The `prompt` input ('' for none): the workflow's own words. */
  readonly standing: string
  /** On a comment event: the raw text after the trigger ('' for a bare trigger). */
  readonly said: string | undefined
  /** The triggering issue or pull request, when its title and body may form the prompt. */
  readonly issue: { readonly title: string; readonly body: string } | undefined
  /** On a comment event: the comment (or review) that carries the instruction. */
  readonly comment: AskComment | undefined
}

interface AskComment {
  readonly kind: CommentKind
  readonly id: number
  readonly author: string
  readonly location: ReviewLocation | undefined
}

export type Trigger =
  { readonly kind: 'skip'; readonly reason: string } | { readonly kind: 'run'; readonly ask: Ask }

/** The triggering comment of a comment run, as reports show it. */
export interface Instruction {
  readonly commentId: number
  readonly author: string
  /**
   * The text after the trigger, cleaned, after the review comment's place in the diff when it has
   * one ("In `docs/a.mdx` line 12: …"); '' for a bare trigger on an issue comment.
   */
  readonly text: string
}

/** The prompt, ready to send. */
export interface ComposedPrompt {
  readonly prompt: string
  readonly promptSource: 'input' | 'issue'
  /** True when text from the issue was cut at MAX_PROMPT_CHARS. */
  readonly promptCut: boolean
  readonly instruction: Instruction | undefined
}

export const DEFAULT_TRIGGER = '/agent'

/**
 * `needsPrompt` is false for an automation run: a comment still has to start with the trigger,
 * but no event or input has to supply a prompt.
 */
export function readTrigger(
  event: GitHubEvent,
  trigger: string,
  promptInput: string,
  needsPrompt = true
): Trigger {
  const issue =
    event.issue === undefined ? undefined : { title: event.issue.title, body: event.issue.body }
  const commentEvent = COMMENT_EVENTS[event.name]
  if (commentEvent !== undefined) {
    const what = commentEvent.kind === 'review' ? 'review' : 'comment'
    if (event.action !== commentEvent.action) {
      return {
        kind: 'skip',
        reason: `the ${what} was ${event.action ?? 'changed'}, not ${commentEvent.action}; only a new ${what} is an instruction`
      }
    }
    const said =
      event.comment === undefined ? undefined : commentInstruction(event.comment.body, trigger)
    if (event.comment === undefined || said === undefined) {
      return { kind: 'skip', reason: `the ${what} does not start with the trigger "${trigger}"` }
    }
    const { kind, id, location } = event.comment
    const comment = { kind, id, location, author: event.sender?.login ?? '' }
    return { kind: 'run', ask: { standing: promptInput, said, issue, comment } }
  }
  if (!needsPrompt) {
    return {
      kind: 'run',
      ask: { standing: '', said: undefined, issue: undefined, comment: undefined }
    }
  }
  if (promptInput !== '' || (event.name === 'issues' && issue !== undefined)) {
    return {
      kind: 'run',
      ask: { standing: promptInput, said: undefined, issue, comment: undefined }
    }
  }
  throw new InputError(
    'prompt',
    `Input "prompt" is required: give the instruction for the agent. It may be left empty only on "issues" and "issue_comment" events, where the issue's title and body form the prompt (this run's event: "${event.name || 'unknown'}"). To run one of the project's automations instead, give "automation": the documented workflows read it from the repository variable MINTLIFY_AUTOMATION_ID (create it with \`gh variable set MINTLIFY_AUTOMATION_ID\`).`
  )
}

/**
 * The prompt, composed here and nowhere else: the `prompt` input as the workflow wrote it, or
 * people's text cleaned and capped. On a comment the instruction follows the workflow's standing
 * prompt; a bare trigger asks for the issue itself; a new job about a pull request (`about`, the
 * instruction was given there) names it first, since the agent works from the repository and
 * cannot see the review. Text that is empty once cleaned is an error, and nothing is sent.
 */
export async function composePrompt(
  ask: Ask,
  about?: { readonly pullRequest: IssueTarget; readonly serverUrl: string }
): Promise<ComposedPrompt> {
  if (ask.comment === undefined && ask.standing !== '') {
    return { prompt: ask.standing, promptSource: 'input', promptCut: false, instruction: undefined }
  }
  const said = ask.said === undefined ? '' : (await cleanUntrusted(ask.said)).trim()
  const issueText = async () =>
    (await cleanUntrusted(`${ask.issue?.title ?? ''}\n\n${ask.issue?.body ?? ''}`)).trim()
  const place = ask.comment?.location === undefined ? '' : describeLocation(ask.comment.location)
  const text = said !== '' ? `${place}${said}` : `${place}${await issueText()}`
  if (text === '') {
    throw new ActionError(
      "The issue's title and body are empty once hidden text (HTML comments, hidden HTML, invisible characters) is removed, so there is nothing to ask the agent; nothing was sent."
    )
  }
  const capped = capPrompt(text)
  const instruction =
    ask.comment === undefined
      ? undefined
      : { commentId: ask.comment.id, author: ask.comment.author, text: said === '' ? '' : text }
  const asked = ask.standing === '' ? capped.prompt : `${ask.standing}\n\n${capped.prompt}`
  return {
    prompt: about === undefined ? asked : `${aboutPullRequest(about)}\n\n${asked}`,
    promptSource: 'issue',
    promptCut: capped.cut,
    instruction
  }
}

/** "About pull request acme/docs#42 (https://github.com/acme/docs/pull/42):" */
function aboutPullRequest(about: {
  readonly pullRequest: IssueTarget
  readonly serverUrl: string
}): string {
  const { owner, repo } = about.pullRequest.repository
  const { number } = about.pullRequest
  return `About pull request ${owner}/${repo}#${number} (${about.serverUrl}/${owner}/${repo}/pull/${number}):`
}

/**
 * A review comment's place in the diff, as the agent needs it (it cannot see the review): "In
 * `docs/a.mdx` line 12: ", "lines 10-12", or the file alone. The path comes from the pull request,
 * so it is made printable, capped, and quoted so that it cannot end its quote.
 */
export function describeLocation(location: ReviewLocation): string {
  const path = codeSpan(printable(location.path, MAX_PATH_CHARS))
  const { line, startLine } = location
  if (line === undefined) return `In ${path}: `
  if (startLine === undefined || startLine >= line) return `In ${path} line ${line}: `
  return `In ${path} lines ${startLine}-${line}: `
}

const MAX_PATH_CHARS = 300

/** The text after the trigger, or undefined when the comment does not start with it. */
export function commentInstruction(body: string, trigger: string): string | undefined {
  const text = body.trimStart()
  if (!text.startsWith(trigger)) return undefined
  const rest = text.slice(trigger.length)
  // "/agentic" is not "/agent": the trigger must stand alone.
  if (rest !== '' && !/^\s/.test(rest)) return undefined
  return rest.trim()
}

/** Splits `messages` on lines that hold only `---`; blank messages are dropped. */
export function splitMessages(raw: string): string[] {
  const messages: string[][] = [[]]
  for (const line of raw.split(/\r?\n/)) {
    if (line.trim() === '---') messages.push([])
    else messages[messages.length - 1]?.push(line)
  }
  return messages.map(lines => lines.join('\n').trim()).filter(m => m !== '')
}
