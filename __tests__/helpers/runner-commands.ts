/**
 * The Actions runner's reading of a step's output, ported from actions/runner so that tests judge
 * the action's log by the runner's rules and not by ours: `StreamReader.ReadLine` ends a line at
 * `\r`, `\n` or `\r\n`; `ActionCommand.TryParseV2` trims the line with .NET's `TrimStart()` (every
 * `Char.IsWhiteSpace` character) and wants `::name …::data`; when that fails, `TryParse` looks for
 * `##[name …]data` anywhere in the line. Only registered command names count, compared without
 * regard to case (ActionCommandManager's `_registeredCommands`).
 */

/** .NET's `Char.IsWhiteSpace`, code point by code point (System.Char, Unicode 15). */
export const DOTNET_WHITESPACE_CODE_POINTS: readonly number[] = [
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004,
  0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000
]

/** The names ActionCommandManager registers (each extension's `Command`, and stop-commands). */
const REGISTERED = new Set([
  'internal-set-repo-path',
  'set-env',
  'set-output',
  'save-state',
  'add-mask',
  'add-path',
  'add-matcher',
  'remove-matcher',
  'debug',
  'warning',
  'error',
  'notice',
  'group',
  'endgroup',
  'echo',
  'stop-commands'
])

export interface RunnerCommand {
  /** `v2` for `::name::`, `v1` for the older `##[name]`. */
  readonly form: 'v1' | 'v2'
  readonly name: string
  /** The whole line as the runner read it. */
  readonly line: string
}

/** The runner's lines: split where `StreamReader.ReadLine` splits, and only there. */
export function runnerLines(output: string): string[] {
  return output.split(/\r\n|\r|\n/)
}

function trimStart(line: string): string {
  let i = 0
  while (i < line.length && DOTNET_WHITESPACE_CODE_POINTS.includes(line.charCodeAt(i))) i++
  return line.slice(i)
}

function registered(info: string): string | undefined {
  const space = info.indexOf(' ')
  const name = (space < 0 ? info : info.slice(0, space)).toLowerCase()
  return REGISTERED.has(name) ? name : undefined
}

/** The command the runner reads in `line`, or undefined for a plain line. */
export function runnerCommand(line: string): RunnerCommand | undefined {
  const message = trimStart(line)
  if (message.startsWith('::')) {
    const end = message.indexOf('::', 2)
    const name = end < 0 ? undefined : registered(message.slice(2, end))
    if (name !== undefined) return { form: 'v2', name, line }
  }
  const prefix = line.indexOf('##[')
  if (prefix < 0) return undefined
  const bracket = line.indexOf(']', prefix)
  const name = bracket < 0 ? undefined : registered(line.slice(prefix + 3, bracket))
  return name === undefined ? undefined : { form: 'v1', name, line }
}

/** Every command the runner reads in a step's output (stdout or stderr). */
export function runnerCommands(output: string): RunnerCommand[] {
  return runnerLines(output)
    .map(runnerCommand)
    .filter((c): c is RunnerCommand => c !== undefined)
}
