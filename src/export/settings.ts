import { basename, isAbsolute, resolve } from 'node:path'
import { InputError } from '../action/errors.js'
import { isWithin } from './files.js'

/** What every export reads alike besides its period (period.ts): its file format, and where its files may go. */

export type ExportFormat = 'csv' | 'json' | 'ndjson'
export const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'json', 'ndjson']

/**
 * The workspace, for an input that named a place inside it (a relative path); else undefined. A
 * relative path that leads out of the workspace by itself (`../visitors.csv`) is refused here, once
 * for the whole run and before any request: a relative path is read from the workspace, and one
 * that leaves it is almost always a slip. Writing outside on purpose is an absolute path. (A folder
 * that a symbolic link takes outside is refused later, where the file is opened: files.ts.)
 */
export function confinedTo(input: string, path: string, workspace: string): string | undefined {
  if (isAbsolute(path)) return undefined
  if (isWithin(resolve(workspace, path), workspace)) return workspace
  const example = `\${{ runner.temp }}/${basename(path) || 'export'}`
  throw new InputError(
    input,
    `Input "${input}" is "${path}", a relative path that leads outside the workspace ${workspace}: a relative path is read from the workspace and must stay inside it. Nothing was sent and nothing was written. To write outside the workspace on purpose, give "${input}" as an absolute path (such as ${example}).`
  )
}

export function resolvePath(workspace: string, path: string): string {
  return isAbsolute(path) ? path : resolve(workspace, path)
}
