import ignore from 'ignore'

/**
 * Which changed files count, by rules with gitignore's meaning (https://git-scm.com/docs/gitignore,
 * "PATTERN FORMAT"), each read by `ignore`, the package ESLint and Prettier read their ignore files
 * with: one rule a line; blank lines and lines starting with `#` are no rules; `!` excludes again
 * what an earlier rule took; a rule without a slash (but a trailing one) matches a name at any
 * depth; a trailing `/` matches a directory, and so every file under it; the last rule that
 * matches a file (or a directory it is in) wins. A file counts when gitignore would ignore it:
 * `src/api/**` then `!**\/*.test.ts` counts `src/api/a.ts`, not `src/api/deep/a.test.ts`.
 *
 * One difference, on purpose: git cannot take back a file under a directory an earlier rule took
 * ("It is not possible to re-include a file if a parent directory of that file is excluded"),
 * because it never looks into an ignored directory; here the files are listed already, and the
 * last matching rule wins for each, so `src/` then `!src/gen/**` leaves the generated files out,
 * as people read those two lines. (With git's rule, `src/api/**` takes the directory
 * `src/api/deep`, and the issue's own example would count `src/api/deep/a.test.ts`.)
 *
 * Case matters, as it does to git on GitHub's servers (`core.ignorecase` false), though `ignore`
 * ignores case by default.
 */
export interface PathRules {
  /** No rule given: every file counts. */
  readonly everything: boolean
  /** Whether a changed file (repository-relative, `/`-separated) counts. */
  counts(path: string): boolean
  /** The rules as given, one a line, comments and blank lines left out (for a summary). */
  readonly lines: readonly string[]
}

export function pathRules(text: string): PathRules {
  const lines = text
    .split(/\r?\n|\r/)
    .map(line => line.replace(/^\uFEFF/, ''))
    .filter(line => line.trim() !== '' && !line.startsWith('#'))
  if (lines.length === 0) return { everything: true, counts: () => true, lines }
  // Each rule on its own, as the positive rule it is, newest first: the first to match wins.
  const rules = lines
    .map(line => {
      const negative = line.startsWith('!')
      const pattern = negative ? line.slice(1) : line
      return { negative, matches: ignore({ ignorecase: false }).add(pattern) }
    })
    .reverse()
  return {
    everything: false,
    lines,
    counts: path => {
      // `ignore` refuses a path no repository holds (absolute, `./`, `../`, empty): such a name
      // from GitHub counts for nothing.
      if (!ignore.isPathValid(path)) return false
      const last = rules.find(rule => rule.matches.ignores(path))
      return last !== undefined && !last.negative
    }
  }
}
