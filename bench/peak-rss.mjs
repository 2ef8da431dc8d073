// Preloaded into the measured process (`node --import ./bench/peak-rss.mjs ...`): at exit, writes
// the process's peak resident set size (maxRSS, kilobytes on Linux) to $PEAK_RSS_FILE.
import { writeFileSync } from 'node:fs'

process.on('exit', () => {
  if (process.env.PEAK_RSS_FILE)
    writeFileSync(process.env.PEAK_RSS_FILE, String(process.resourceUsage().maxRSS))
})
