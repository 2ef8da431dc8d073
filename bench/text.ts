import { TailWindow } from '../src/github/check-details.js'
import { sameQuestion } from '../src/export/tally.js'
import { quoteForAgent } from '../src/text/agent-text.js'
import { cutMarkdown, escapeMarkdown, tableCell } from '../src/text/markdown.js'
import { redactor } from '../src/text/secrets.js'
import { cleanUntrusted } from '../src/text/untrusted.js'

/**
 * How the text functions grow with what a person or the service controls: each is timed at three
 * sizes, each size doubling the last, and the growth exponent is the slope of log(time) against
 * log(size) (1 is linear, 2 quadratic; the target is at most 1.2). The inputs are each function's
 * worst known case: nested tags, a run of punctuation, many small chunks, many secrets' forms.
 */

export interface Growth {
  readonly name: string
  readonly sizes: readonly number[]
  readonly ms: readonly number[]
  readonly exponent: number
}

/** The best of `runs` timings of `work` (the least disturbed by whatever else the machine does). */
async function best(work: () => unknown, runs = 5): Promise<number> {
  let fastest = Infinity
  for (let run = 0; run < runs; run++) {
    const started = performance.now()
    await work()
    fastest = Math.min(fastest, performance.now() - started)
  }
  return fastest
}

/** The least-squares slope of log(ms) against log(size). */
export function exponentOf(sizes: readonly number[], ms: readonly number[]): number {
  const xs = sizes.map(Math.log)
  const ys = ms.map(m => Math.log(Math.max(m, 0.01)))
  const mean = (v: readonly number[]) => v.reduce((a, b) => a + b, 0) / v.length
  const [mx, my] = [mean(xs), mean(ys)]
  const cov = xs.reduce((sum, x, i) => sum + (x - mx) * ((ys[i] ?? 0) - my), 0)
  const varx = xs.reduce((sum, x) => sum + (x - mx) ** 2, 0)
  return cov / varx
}

async function grow(
  name: string,
  sizes: readonly number[],
  work: (size: number) => () => unknown
): Promise<Growth> {
  // Once untimed first: the smallest size timed while V8 still compiles the code up its tiers
  // read as faster growth than there is (one run said 1.33 for the redactor, the next 0.51).
  await work(sizes[0] ?? 0)()
  const ms: number[] = []
  for (const size of sizes) ms.push(await best(work(size)))
  return { name, sizes, ms, exponent: exponentOf(sizes, ms) }
}

const SECRETS = [
  'mint_live_9f8e7d6c5b4a39281706',
  'ghs_0123456789abcdefghijklmnopqrstuvwxyz',
  'mint_dsc_abcdef0123456789'
]

export async function textGrowth(): Promise<Growth[]> {
  await cleanUntrusted('') // loads the tokenizer
  const redact = redactor(SECRETS)
  const chunk = Buffer.alloc(1024, 97)
  return [
    await grow(
      'cleanUntrusted, nested <b><i>',
      [100_000, 200_000, 400_000],
      n => () => cleanUntrusted('<b><i>'.repeat(n / 6))
    ),
    await grow(
      'cleanUntrusted, flat tags and text',
      [100_000, 200_000, 400_000],
      n => () => cleanUntrusted('<b>x</b> <i>y</i> text '.repeat(n / 24))
    ),
    // sameQuestion reads at most 1,000 characters of a question: the runs stay under that.
    await grow('sameQuestion, punctuation runs (x2,000 texts)', [120, 240, 480], n => () => {
      for (let i = 0; i < 2_000; i++) sameQuestion(`${'!'.repeat(n)}a${'?'.repeat(n)}b`)
    }),
    await grow('TailWindow, 1 KiB chunks (MiB)', [32, 64, 128], mib => () => {
      const tail = new TailWindow(256 * 1024)
      for (let i = 0; i < mib * 1024; i++) tail.push(chunk)
      return tail.text()
    }),
    await grow('redactor, 3 secrets, fields', [50_000, 100_000, 200_000], n => () => {
      for (let i = 0; i < n; i++) redact(`/docs/page-${i} a reader's comment ${i}`)
    }),
    await grow(
      "escapeMarkdown, '#'",
      [100_000, 200_000, 400_000],
      n => () => escapeMarkdown('#'.repeat(n))
    ),
    await grow(
      'tableCell, backslashes and pipes',
      [100_000, 200_000, 400_000],
      n => () => tableCell('\\|'.repeat(n / 2))
    ),
    await grow('quoteForAgent, backtick runs (x100)', [1_000, 2_000, 4_000], n => () => {
      for (let i = 0; i < 100; i++) quoteForAgent('`'.repeat(n), n)
    }),
    // The text is made once a size: a million characters repeated a thousand times cost more than
    // the cuts, and V8 builds a long repeated string in steps that make its time jump with size.
    await grow('cutMarkdown, open code spans (x1,000)', [100_000, 200_000, 400_000], n => {
      const markdown = '`a '.repeat(n / 3)
      return () => {
        for (let i = 0; i < 1_000; i++) cutMarkdown(markdown, n / 2, '\n…cut', text => text.length)
      }
    })
  ]
}
