import { isAbsolute, resolve } from 'node:path'

/** What every export reads alike besides its period (period.ts): its file format, and where its files may go. */

export type ExportFormat = 'csv' | 'json' | 'ndjson'
export const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'json', 'ndjson']

/** The workspace, for an input that named a place inside it (a relative path); else undefined. */
export function confinedTo(path: string, workspace: string): string | undefined {
  return isAbsolute(path) ? undefined : workspace
}

export function resolvePath(workspace: string, path: string): string {
  return isAbsolute(path) ? path : resolve(workspace, path)
}
