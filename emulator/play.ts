import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { finished } from 'node:stream/promises'
import { codeSample } from './code-events.js'
import { eventFromFile, issuesLabeled, sampleEvent, type RunEvent } from './events.js'
import type { Masker } from './masks.js'
import { runAction, type ActionName, type ActionRun } from './runner.js'
import type { Emulator } from './server.js'

/**
 * Steps played as the runner plays them, for `npm run local-action`: each one's log shown live as
 * the runner shows it (masks.ts), then what it left (outputs, job summary, exit code), all of it
 * masked. One workspace for the whole run, kept: the steps of a job share it, as on a runner.
 */

export interface Stage {
  /** The stand-in's address. */
  readonly url: string
  /** The stand-in the command started, in this process (its GitHub is read after the run). */
  readonly owned: Emulator | undefined
  /** The stand-in's service key and the assistant's search key. */
  readonly apiKey: string
  readonly searchKey: string
  /** Where the run's files are kept: `workspace/` (GITHUB_WORKSPACE) and each step's runner files. */
  readonly root: string
  readonly masker: Masker
  readonly print: (text: string) => void
  readonly githubToken: string
  readonly nodeArgs: readonly string[]
}

export interface StepToPlay {
  /** What the header calls it: `job / step`, or the action. */
  readonly title: string
  readonly action: ActionName
  readonly inputs: Record<string, string>
  readonly event: RunEvent
}

export const workspaceOf = (stage: Stage): string => join(stage.root, 'workspace')

/** The runner's variables a step gets: GitHub at the stand-in, the run's workspace. */
const envOf = (stage: Stage): Record<string, string> => ({
  GITHUB_API_URL: `${stage.url}/github`,
  GITHUB_WORKSPACE: workspaceOf(stage)
})

/** Which event to send: a sample's name (events.ts), or one's own payload sent as that event. */
export interface EventChoice {
  readonly sample: string
  readonly file: string | undefined
}

/**
 * The event chosen: one's own file, or the sample (its comment written on the stand-in); for
 * follow-code, which runs in the code repository, that repository's sample (code-events.ts).
 */
export function chosenEvent(choice: EventChoice, stage: Stage, action?: ActionName): RunEvent {
  if (choice.file !== undefined)
    return eventFromFile(choice.file, choice.sample.split(':')[0] ?? choice.sample)
  const code = action === 'follow-code' ? codeSample(choice.sample) : undefined
  return code ?? sampleEvent(choice.sample, stage.owned)
}

/**
 * What comes before an event on the agent's pull request: the agent's job on the labelled issue
 * 7 opens pull request 42 and leaves its comment there (its log is shown only if it fails).
 */
export async function openAgentPull(stage: Stage): Promise<void> {
  stage.print('\n══ before: the agent, on issue #7 labelled agent, opens pull request #42\n')
  const run = await runAction({
    inputs: { projectId: 'docs', 'secret-key': stage.apiKey, 'base-url': stage.url },
    githubToken: stage.githubToken,
    event: issuesLabeled(7),
    env: envOf(stage),
    dir: join(stage.root, 'steps', '0')
  })
  if (run.code !== 0) stage.print(stage.masker.log(run.stdout))
  stage.print(`exit code ${run.code ?? run.signal ?? ''}\n`)
}

/** Runs `step` (the `n`-th of the run), printing what a person sees of it; returns the run. */
export async function playStep(step: StepToPlay, n: number, stage: Stage): Promise<ActionRun> {
  const { masker, print } = stage
  print(`\n══ ${step.title} (the ${step.action} action, on ${step.event.name})\n`)
  for (const [name, value] of Object.entries(step.inputs))
    print(masker.mask(`   with ${name}: ${value.split('\n')[0] ?? ''}\n`))
  print('\n')
  const echo = masker.stream(print)
  const run = await runAction({
    action: step.action,
    inputs: step.inputs,
    githubToken: stage.githubToken,
    event: step.event,
    env: envOf(stage),
    echo,
    dir: join(stage.root, 'steps', String(n)),
    nodeArgs: stage.nodeArgs
  })
  echo.end()
  await finished(echo)
  if (run.stderr !== '') print(masker.mask(run.stderr))
  for (const warning of run.runnerWarnings) print(masker.mask(`runner warning: ${warning}\n`))
  print('\n── outputs\n')
  for (const [name, value] of Object.entries(run.outputs)) print(masker.mask(`${name}=${value}\n`))
  print('\n── the job summary\n')
  print(`${masker.mask(run.summary.trim())}\n`)
  print(`\nexit code ${run.code ?? run.signal ?? ''}\n`)
  return run
}

/** Files at most this large are shown by their first lines, when they are text. */
const SHOWN_FILE_BYTES = 64 * 1024
const SHOWN_LINES = 5

/** The files in the workspace: path and size, and the first lines of small text files. */
export function printWorkspace(stage: Stage): void {
  const workspace = workspaceOf(stage)
  const files = filesUnder(workspace)
  stage.print(`\n── files in the workspace (${files.length})\n`)
  for (const file of files) {
    const size = statSync(file).size
    stage.print(stage.masker.mask(`${relative(workspace, file)}  ${size} bytes\n`))
    const head = size <= SHOWN_FILE_BYTES ? textHead(file) : undefined
    for (const line of head ?? []) stage.print(stage.masker.mask(`    ${line}\n`))
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap(entry => {
      const path = join(dir, entry.name)
      return entry.isDirectory() ? filesUnder(path) : entry.isFile() ? [path] : []
    })
}

/** A file's first lines, or undefined when it is not text (a NUL byte). */
function textHead(file: string): string[] | undefined {
  const buffer = readFileSync(file)
  if (buffer.includes(0)) return undefined
  const lines = buffer.toString('utf8').split('\n')
  const head = lines.slice(0, SHOWN_LINES).map(l => (l.length > 160 ? `${l.slice(0, 159)}…` : l))
  return lines.length > SHOWN_LINES + 1 ? [...head, `… (${lines.length} lines)`] : head
}
