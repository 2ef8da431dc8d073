import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from '@jest/globals'
import { parse } from 'yaml'
import { DOCUMENTS, ROOT, readAction } from '../scripts/readme-tables.js'

/**
 * Every example workflow is valid YAML, passes only declared inputs to this repository's
 * actions, and has least permissions, a concurrency group and a job time limit.
 */

interface Step {
  uses?: string
  with?: Record<string, unknown>
}
interface Workflow {
  on: unknown
  permissions?: Record<string, string>
  concurrency?: { group?: string }
  jobs: Record<
    string,
    { 'timeout-minutes'?: number; permissions?: Record<string, string>; steps: Step[] }
  >
}

const ACTIONS: Record<string, string> = {
  'your-org/mintlify-agent-action@v1': 'action.yml',
  'your-org/mintlify-agent-action/visitors@v1': 'visitors/action.yml',
  'your-org/mintlify-agent-action/analytics@v1': 'analytics/action.yml',
  'your-org/mintlify-agent-action/deploy@v1': 'deploy/action.yml',
  'your-org/mintlify-agent-action/follow-code@v1': 'follow-code/action.yml'
}
const files = readdirSync(join(ROOT, 'examples')).filter(f => f.endsWith('.yml'))

test('there are the examples the documentation promises', () => {
  expect(files.sort()).toEqual([
    'checks-fix.yml',
    'comment-follow-ups.yml',
    'deploy-on-release.yml',
    'docs-health.yml',
    'follow-code-daily.yml',
    'follow-code-push.yml',
    'follow-code-release.yml',
    'issue-label.yml',
    'manual-dispatch.yml',
    'nightly-analytics.yml',
    'preview-pull-request.yml',
    'pull-request-review.yml',
    'run-automation.yml',
    'scheduled-maintenance.yml',
    'wait-for-deployment.yml',
    'weekly-analytics.yml',
    'weekly-visitors.yml'
  ])
})

test('every example is listed in usage.md, once, with a row of its own', () => {
  const usage = readFileSync(join(ROOT, 'docs/usage.md'), 'utf8')
  const listed = [...usage.matchAll(/^\| \[`([\w-]+\.yml)`\]\(\.\.\/examples\/\1\) +\|/gm)].map(
    m => m[1]
  )
  expect(listed.sort()).toEqual(files.sort())
})

describe.each(files)('examples/%s', file => {
  const workflow = parse(readFileSync(join(ROOT, 'examples', file), 'utf8')) as Workflow
  const steps = Object.values(workflow.jobs).flatMap(job => job.steps)
  const ours = steps.filter(step => step.uses !== undefined && step.uses in ACTIONS)

  test("uses this repository's actions with declared inputs only, and every required one", () => {
    expect(ours.length).toBeGreaterThan(0)
    for (const step of ours) {
      const action = readAction(ACTIONS[step.uses ?? ''] ?? '')
      const declared = Object.keys(action.inputs ?? {})
      expect(Object.keys(step.with ?? {}).filter(key => !declared.includes(key))).toEqual([])
      const required = Object.entries(action.inputs ?? {})
        .filter(([, i]) => i.required === true)
        .map(([n]) => n)
      expect(required.filter(name => !(name in (step.with ?? {})))).toEqual([])
    }
  })

  test('has least permissions, a concurrency group and a time limit on every job', () => {
    // Declared for the workflow: `contents: read`, or nothing with each job asking for its own.
    const top = workflow.permissions ?? { unset: 'write-all' }
    expect(Object.keys(top).length === 0 || top.contents === 'read').toBe(true)
    const writes = [top, ...Object.values(workflow.jobs).map(job => job.permissions ?? {})]
      .flatMap(scopes => Object.entries(scopes))
      .filter(([, v]) => v === 'write')
      .map(([k]) => k)
    expect(writes.every(scope => ['issues', 'pull-requests'].includes(scope))).toBe(true)
    expect(workflow.concurrency?.group).toMatch(/\S/)
    for (const job of Object.values(workflow.jobs))
      expect(job['timeout-minutes']).toBeGreaterThan(0)
  })
})

test("the documentation's workflow snippets pass declared inputs only", () => {
  const readme = DOCUMENTS.map(file => readFileSync(join(ROOT, file), 'utf8')).join('\n')
  const blocks = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)].map(
    m => parse(m[1] ?? '') as Workflow
  )
  expect(blocks.length).toBeGreaterThanOrEqual(4)
  const ours = blocks
    .flatMap(w => Object.values(w.jobs).flatMap(j => j.steps))
    .filter(s => s.uses !== undefined && s.uses in ACTIONS)
  expect(ours.length).toBeGreaterThanOrEqual(4)
  for (const step of ours) {
    const declared = Object.keys(readAction(ACTIONS[step.uses ?? ''] ?? '').inputs ?? {})
    expect(Object.keys(step.with ?? {}).filter(key => !declared.includes(key))).toEqual([])
  }
})

test("the documentation's snippets and the examples read declared outputs only", () => {
  const texts = [
    ...DOCUMENTS.map(file => readFileSync(join(ROOT, file), 'utf8')),
    ...files.map(file => readFileSync(join(ROOT, 'examples', file), 'utf8'))
  ]
  const declared = Object.values(ACTIONS).flatMap(file =>
    Object.keys(readAction(file).outputs ?? {})
  )
  const read = texts.flatMap(text =>
    [
      ...text.matchAll(
        /steps\.(?:agent|visitors|analytics|health|deploy|deployed|docs)\.outputs\.([\w-]+)/g
      )
    ].map(m => m[1] ?? '')
  )
  expect(read.length).toBeGreaterThanOrEqual(5)
  expect(read.filter(name => !declared.includes(name))).toEqual([])
})
