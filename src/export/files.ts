import {
  closeSync,
  constants,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  realpathSync,
  unlinkSync,
  writeSync
} from 'node:fs'
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path'
import { ActionError } from '../action/errors.js'
import { errorMessage } from '../text/format.js'

/**
 * The files an export writes: opened safely where the user said (`openFile`), written a page at
 * a time (each `put` returns once the file has its text, so memory does not grow with the rows).
 * What is written in them, and its redaction, is dataset-file.ts's.
 */

/** A file being written: `put` resolves once the file has the text; `finish` closes it. */
export interface FileOut {
  readonly put: (text: string | Uint8Array) => Promise<void>
  readonly finish: () => Promise<void>
}

/**
 * Opens the file now (with its folders), so a path that cannot be written (a directory, a path
 * under a file, no permission) fails before any request, with an error that names `input`; a
 * write that fails later (a full disk) rejects that `put`, and every later one and the `finish`,
 * the same way.
 *
 * Files go where the user said, and nowhere else: a symbolic link at the path (a repository can
 * commit one) is replaced by the new file, never written through; and with `confinedTo` (the
 * workspace, when the input named a place inside it), a folder that a link takes outside it is
 * refused before anything is created there.
 */
export function openFile(path: string, input: string, confinedTo?: string): FileOut {
  let failure: ActionError | undefined
  const fail = (error: unknown) =>
    new ActionError(
      `Could not write the export to ${path} (input "${input}"): ${errorMessage(error)}.`
    )
  let fd: number
  try {
    // Resolved first, so `a/../link` cannot pass the check as `a` and be created as `link`.
    const folder = dirname(resolve(path))
    if (confinedTo !== undefined) requireInside(nearestExisting(folder), confinedTo, path, input)
    mkdirSync(folder, { recursive: true })
    // Not mutated: a mutant that unlinks whatever the path names deletes /dev/full, which the tests
    // write to, when they run as root (the symbolic link's replacement is tested end to end).
    // Stryker disable next-line ConditionalExpression,BooleanLiteral,EqualityOperator,OptionalChaining
    if (lstatSync(path, { throwIfNoEntry: false })?.isSymbolicLink() === true) unlinkSync(path)
    const { O_WRONLY, O_CREAT, O_TRUNC, O_NOFOLLOW } = constants
    fd = openSync(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 0o666)
  } catch (error) {
    if (error instanceof ActionError) throw error
    throw fail(error)
  }
  let open = true
  // A failure is kept as it happens: every later write and the end say it.
  const attempt = (work: () => void): Promise<void> => {
    try {
      if (failure !== undefined) throw failure
      work()
      return Promise.resolve()
    } catch (error) {
      return Promise.reject((failure ??= error instanceof ActionError ? error : fail(error)))
    }
  }
  return {
    put: text => attempt(() => writeAll(fd, text)),
    finish: () => {
      // Closed also after a failed write, which the finish then says.
      if (open) {
        open = false
        try {
          closeSync(fd)
        } catch (error) {
          failure ??= fail(error)
        }
      }
      return attempt(() => undefined)
    }
  }
}

/** The folder itself, or its nearest ancestor that exists. */
function nearestExisting(folder: string): string {
  let at = folder
  // Stryker disable next-line ConditionalExpression: the root always exists, so the walk ends there either way
  while (!existsSync(at) && dirname(at) !== at) at = dirname(at)
  return at
}

/** Whether `path` is `folder` or lies under it (`..reports` in it is under it; `../x` is not). */
export function isWithin(path: string, folder: string): boolean {
  const rel = relative(folder, path)
  return rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel)
}

/** Refuses a folder whose real place (links followed) is outside `root`'s. */
function requireInside(folder: string, root: string, path: string, input: string): void {
  const real = realpathSync(folder)
  const top = realpathSync(root)
  if (isWithin(real, top)) return
  throw new ActionError(
    `Could not write the export to ${path} (input "${input}"): its folder is really ${real}, outside the workspace ${top}, because a symbolic link leads there. Nothing was written. To write there on purpose, give "${input}" as an absolute path.`
  )
}

/**
 * Writes the text as UTF-8, all of it, before it returns: the rows a page counts as written (and a
 * resume continues after) are in the file, and a failure (a full disk) is said by the write that
 * met it. Written at once, on the run's own thread: a write handed to Node's thread pool
 * costs a switch between threads per page, which on a runner's two cores was a tenth of an
 * export's time (`npm run bench -- analytics`).
 */
function writeAll(fd: number, text: string | Uint8Array): void {
  // Stryker disable next-line ConditionalExpression: Buffer.from copies bytes as they are; the test spares the copy
  const bytes = typeof text === 'string' ? Buffer.from(text) : text
  for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at)
}
