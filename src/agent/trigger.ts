import { ActionError, InputError } from '../action/inputs.js'
import type { GitHubEvent } from '../github/event.js'
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
  /** On `issue_comment`: the raw text after the trigger ('' for a bare trigger). */
  readonly said: string | undefined
  /** The triggering issue, when its title and body may form the prompt. */
  readonly issue: { readonly title: string; readonly body: string } | undefined
  /** On `issue_comment`: the comment that carries the instruction. */
  readonly comment: { readonly id: number; readonly author: string } | undefined
}

export type Trigger =
  { readonly kind: 'skip'; readonly reason: string } | { readonly kind: 'run'; readonly ask: Ask }

/** The triggering comment of an `issue_comment` run, as reports show it. */
export interface Instruction {
  readonly commentId: number
  readonly author: string
  /** The text after the trigger, cleaned; '' for a bare trigger. */
  readonly text: string
}

/** The prompt, ready to send. */
export interface Asked {
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
  if (event.name === 'issue_comment') {
    if (event.action !== 'created') {
      return {
        kind: 'skip',
        reason: `the comment was ${event.action ?? 'changed'}, not created; only a new comment is an instruction`
      }
    }
    const said =
      event.comment === undefined ? undefined : commentInstruction(event.comment.body, trigger)
    if (event.comment === undefined || said === undefined) {
      return { kind: 'skip', reason: `the comment does not start with the trigger "${trigger}"` }
    }
    const comment = { id: event.comment.id, author: event.sender?.login ?? '' }
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
    `Input "prompt" is required: give the instruction for the agent. It may be left empty only on "issues" and "issue_comment" events, where the issue's title and body form the prompt (this run's event: "${event.name || 'unknown'}").`
  )
}

/**
 * The prompt: the `prompt` input as the workflow wrote it, or people's text cleaned and capped.
 * On a comment the instruction follows the workflow's standing prompt; a bare trigger asks for
 * the issue itself. Text that is empty once cleaned is an error, and nothing is sent.
 */
export async function composePrompt(ask: Ask): Promise<Asked> {
  if (ask.comment === undefined && ask.standing !== '') {
    return { prompt: ask.standing, promptSource: 'input', promptCut: false, instruction: undefined }
  }
  const said = ask.said === undefined ? '' : (await cleanUntrusted(ask.said)).trim()
  const issueText = async () =>
    (await cleanUntrusted(`${ask.issue?.title ?? ''}\n\n${ask.issue?.body ?? ''}`)).trim()
  const text = said !== '' ? said : await issueText()
  if (text === '') {
    throw new ActionError(
      "The issue's title and body are empty once hidden text (HTML comments, hidden HTML, invisible characters) is removed, so there is nothing to ask the agent; nothing was sent."
    )
  }
  const capped = capPrompt(text)
  const instruction =
    ask.comment === undefined
      ? undefined
      : { commentId: ask.comment.id, author: ask.comment.author, text: said }
  return {
    prompt: ask.standing === '' ? capped.prompt : `${ask.standing}\n\n${capped.prompt}`,
    promptSource: 'issue',
    promptCut: capped.cut,
    instruction
  }
}

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
