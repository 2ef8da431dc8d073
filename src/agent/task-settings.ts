import { TASK_NAME_PATTERN } from '../github/job-marker.js'
import { InputError } from '../action/errors.js'
import {
  parseBoolean,
  parseChoice,
  type DeclaredInputs,
  type InputReader
} from '../action/inputs.js'

/**
 * Recurring work that does not pile up: `task` names it (`weekly-links`), and its job's comment
 * on its pull request records the name in the job's marker. A later run of the same task finds
 * that job while its pull request is open, and `on-open` says what to do: send this run's prompt
 * to it as a follow-up, skip, or start a new job anyway. A merged or closed pull request ends the
 * task's job.
 */
export interface TaskSettings {
  readonly name: string
  readonly onOpen: 'follow-up' | 'skip' | 'new'
}

const TASK_NAME = new RegExp(`^${TASK_NAME_PATTERN}$`)
const MAX_TASK_CHARS = 40

/** The task inputs as action.yml declares them, with their defaults. */
export const TASK_INPUTS = { task: '', 'on-open': 'follow-up' } as const satisfies DeclaredInputs

export function readTaskSettings(input: InputReader): TaskSettings | undefined {
  const name = input('task')
  const onOpen = parseChoice('on-open', input('on-open'), ['follow-up', 'skip', 'new'])
  if (name === '') {
    // Only a value the workflow chose on purpose: the default reads the same as no input.
    if (onOpen !== TASK_INPUTS['on-open'])
      throw new InputError(
        'on-open',
        `Input "on-open" is ${onOpen}, which needs "task": name the recurring task it is about.`
      )
    return undefined
  }
  if (!TASK_NAME.test(name) || name.length > MAX_TASK_CHARS) {
    throw new InputError(
      'task',
      `Input "task" must be a short name of lowercase letters, digits and single hyphens (such as "weekly-links"), at most ${MAX_TASK_CHARS} characters, not "${name.slice(0, 60)}".`
    )
  }
  for (const other of ['jobId', 'automation'] as const) {
    if (input(other) !== '')
      throw new InputError(
        'task',
        `Input "task" finds the task's job itself, so it takes no "${other}": remove one of them.`
      )
  }
  if (!parseBoolean('wait', input('wait')))
    throw new InputError(
      'task',
      'Input "task" needs wait: true: the task is recorded on the pull request once it appears.'
    )
  return { name, onOpen }
}
