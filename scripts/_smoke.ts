import { Emulator } from '/work/main/emulator/server.js'
import { generatedTables } from '/work/main/emulator/analytics-data.js'
import { generatedDataset } from '/work/main/emulator/visitors-data.js'
import { runAction } from '/work/main/emulator/runner.js'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
const e = await new Emulator({ visitors: generatedDataset(300), analytics: generatedTables({ views: 600, feedback: 230, 'feedback-by-page': 40, searches: 150, assistant: 1200 }) }).start()
const dir = mkdtempSync('/tmp/an-')
const run = await runAction({ entry: 'dist/analytics/index.js', inputs: { projectId: 'docs', 'secret-key': e.apiKey, 'base-url': e.url, format: process.argv[2] ?? 'csv', 'max-requests': process.argv[3] ?? '50', dateFrom: '2026-02-08', dateTo: '2026-02-15', compare: 'previous' }, env: { GITHUB_WORKSPACE: dir } })
console.log(run.code, run.stdout.slice(-3000), run.stderr)
console.log(run.outputs)
console.log(run.summary.slice(0, 6000))
console.log(e.violations)
console.log(e.requests.map(r => r.route + ' ' + r.query.toString()).join('\n'))
for (const f of readdirSync(dir + '/mintlify-analytics')) console.log(f, readFileSync(dir + '/mintlify-analytics/' + f, 'utf8').slice(0, 300))
await e.close()
