import { InputError } from '../action/inputs.js'
import type { GitHubEvent } from '../github/event.js'
import { capPrompt, sanitizeUntrusted } from '../text/untrusted.js'

/**
 * What this run is asked to do, decided once from the event: nothing (a comment without the
 * trigger, an edit), or a prompt, from the `prompt` input, the triggering issue, or the
 * instruction in the triggering comment.
 */

/** The triggering comment of an `issue_comment` run, whose instruction this run carries. */
export interface Instruction {
  readonly commentId: number
  readonly author: string
  /** The text after the trigger, cleaned of what a reader cannot see; '' for a bare trigger. */
  readonly text: string
}

export type Trigger =
  | { readonly kind: 'skip'; readonly reason: string }
  | {
      readonly kind: 'run'
      /** The instruction: the `prompt` input, or the triggering issue's title and body. */
      readonly prompt: string
      readonly promptSource: 'input' | 'issue'
      /** True when an issue-derived prompt was cut at MAX_PROMPT_CHARS. */
      readonly promptCut: boolean
      readonly instruction: Instruction | undefined
    }

export const DEFAULT_TRIGGER = '/agent'

export function readTrigger(event: GitHubEvent, trigger: string, promptInput: string): Trigger {
  if (event.name === 'issue_comment') return commentTrigger(event, trigger, promptInput)
  if (promptInput !== '') return run(promptInput, 'input', undefined)
  if (event.name === 'issues' && event.issue !== undefined) {
    const text = issueText(event)
    if (text !== '') return run(text, 'issue', undefined)
  }
  throw new InputError(
    'prompt',
    `Input "prompt" is required: give the instruction for the agent. It may be left empty only on "issues" and "issue_comment" events, where the issue's title and body form the prompt (this run's event: "${event.name || 'unknown'}").`
  )
}

/**
 * On `issue_comment` events only a new comment that starts with the trigger is an instruction;
 * workflows run on every comment, so anything else ends the run at once. The instruction comes
 * after the workflow's own standing prompt if it gives one; a bare trigger asks the agent to work
 * on the issue itself.
 */
function commentTrigger(event: GitHubEvent, trigger: string, promptInput: string): Trigger {
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
  const text = sanitizeUntrusted(said).trim()
  const asked = text !== '' ? text : issueText(event)
  const instruction = { commentId: event.comment.id, author: event.sender?.login ?? '', text }
  const capped = run(asked, 'issue', instruction)
  return promptInput === '' ? capped : { ...capped, prompt: `${promptInput}\n\n${capped.prompt}` }
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

function issueText(event: GitHubEvent): string {
  return sanitizeUntrusted(`${event.issue?.title ?? ''}\n\n${event.issue?.body ?? ''}`).trim()
}

function run(
  text: string,
  source: 'input' | 'issue',
  instruction: Instruction | undefined
): Extract<Trigger, { kind: 'run' }> {
  // Only text from the issue is capped: a workflow's own prompt is the author's to size.
  const capped = source === 'issue' ? capPrompt(text) : { prompt: text, cut: false }
  return {
    kind: 'run',
    prompt: capped.prompt,
    promptSource: source,
    promptCut: capped.cut,
    instruction
  }
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
