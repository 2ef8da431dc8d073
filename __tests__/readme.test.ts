import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, test } from '@jest/globals'
import { parse } from 'yaml'
import { renderExamples, runExamples, withoutTimes } from '../scripts/readme-examples.js'
import { actionOf, eventsOf, missing, needed } from './helpers/permissions.js'
import {
  DOCUMENTS,
  EVERYDAY_INPUTS,
  ROOT,
  readAction,
  renderReadme
} from '../scripts/readme-tables.js'

const text = (file: string) => readFileSync(join(ROOT, file), 'utf8')
const all = DOCUMENTS.map(text).join('\n')

test.each(DOCUMENTS)(
  'the tables of %s are generated from action.yml (run `npm run readme`)',
  file => {
    expect(renderReadme(text(file))).toBe(text(file))
  }
)

const ACTION_FILES = [
  'action.yml',
  'visitors/action.yml',
  'analytics/action.yml',
  'deploy/action.yml',
  'follow-code/action.yml'
]

test.each(ACTION_FILES)('every input and output of %s has a table in the documentation', file => {
  const action = readAction(file)
  for (const kind of ['inputs', 'outputs'] as const) {
    expect(all).toContain(`<!-- table: ${kind} ${file} -->`)
    for (const name of Object.keys(action[kind] ?? {})) expect(all).toContain(`| \`${name}\` |`)
  }
})

describe('each reference opens with the inputs most workflows set', () => {
  test('every action names its everyday inputs: declared, live, the required ones among them', () => {
    expect(Object.keys(EVERYDAY_INPUTS).sort()).toEqual([...ACTION_FILES].sort())
    for (const [file, everyday] of Object.entries(EVERYDAY_INPUTS)) {
      const inputs = readAction(file).inputs ?? {}
      const required = Object.keys(inputs).filter(name => inputs[name]?.required === true)
      const dead = everyday.filter(name => inputs[name]?.deprecationMessage !== undefined)
      const undeclared = everyday.filter(name => inputs[name] === undefined)
      expect([file, undeclared, dead]).toEqual([file, [], []])
      expect([file, required.filter(name => !everyday.includes(name))]).toEqual([file, []])
      expect(everyday.length).toBeLessThanOrEqual(7)
    }
  })

  test('every everyday input is one a documented workflow sets', () => {
    const set = settingsShown()
    for (const [file, everyday] of Object.entries(EVERYDAY_INPUTS))
      expect([file, everyday.filter(name => !set.get(file)?.has(name))]).toEqual([file, []])
  })

  test.each(ACTION_FILES)(
    '%s: the generated reference lists the everyday inputs first, then the rest, each once',
    file => {
      const block = tableBlock(file)
      const names = (text: string) => [...text.matchAll(/^\| `([^`]+)` \|/gm)].map(m => m[1])
      const everyday = block.indexOf('**Everyday**')
      const advanced = block.indexOf('**Advanced**')
      expect(everyday).toBeGreaterThan(-1)
      expect(advanced).toBeGreaterThan(everyday)
      expect(names(block.slice(everyday, advanced))).toEqual(EVERYDAY_INPUTS[file])
      const declared = Object.keys(readAction(file).inputs ?? {})
      expect(names(block).sort()).toEqual([...declared].sort())
      // A deprecated input is listed last, under its own heading, saying what to do instead.
      const deprecated = Object.entries(readAction(file).inputs ?? {}).filter(
        ([, input]) => input.deprecationMessage !== undefined
      )
      const tail = block.slice(block.indexOf('**Deprecated**'))
      for (const [name] of deprecated) expect(names(tail)).toContain(name)
    }
  )
})

/** The generated block of an action's inputs, wherever in the documentation it stands. */
function tableBlock(file: string): string {
  const open = `<!-- table: inputs ${file} -->`
  const start = all.indexOf(open)
  expect(start).toBeGreaterThan(-1)
  return all.slice(start, all.indexOf('<!-- end table -->', start))
}

/** The inputs each action is given by the workflows people copy: examples/ and the documentation's. */
function settingsShown(): Map<string, Set<string>> {
  const uses: Record<string, string> = {
    'your-org/mintlify-agent-action@v1': 'action.yml',
    'your-org/mintlify-agent-action/visitors@v1': 'visitors/action.yml',
    'your-org/mintlify-agent-action/analytics@v1': 'analytics/action.yml',
    'your-org/mintlify-agent-action/deploy@v1': 'deploy/action.yml',
    'your-org/mintlify-agent-action/follow-code@v1': 'follow-code/action.yml'
  }
  const examples = readdirSync(join(ROOT, 'examples'))
    .filter(name => name.endsWith('.yml'))
    .map(name => parse(text(`examples/${name}`)) as Record<string, unknown>)
  const set = new Map<string, Set<string>>()
  for (const workflow of [...examples, ...yamlBlocks(all)]) {
    const jobs = Object.values((workflow.jobs ?? {}) as Record<string, Job>)
    for (const step of jobs.flatMap(job => job.steps ?? [])) {
      const file = uses[step.uses ?? '']
      if (file === undefined) continue
      const names = set.get(file) ?? new Set<string>()
      for (const name of Object.keys(step.with ?? {})) names.add(name)
      set.set(file, names)
    }
  }
  return set
}

test('the comment and summaries shown are what the bundled actions write (run `npm run readme`)', async () => {
  const examples = await runExamples()
  for (const file of DOCUMENTS)
    expect(withoutTimes(renderExamples(text(file), examples))).toBe(withoutTimes(text(file)))
  // Every example is there, and filled.
  for (const name of ['agent-comment', 'agent-summary', 'visitors-summary', 'analytics-summary'])
    expect(all).toMatch(
      new RegExp(`<!-- example: ${name} -->\\n<!-- prettier-ignore-start -->\\n> \\S`)
    )
}, 30_000)

/** The YAML code blocks of a Markdown file (```yaml or ```yml), parsed. */
function yamlBlocks(markdown: string): Record<string, unknown>[] {
  return [...markdown.matchAll(/```ya?ml\n([\s\S]*?)```/g)].map(
    m => parse(m[1] ?? '') as Record<string, unknown>
  )
}

/** Every page a reader may copy a snippet from: the README and each page of docs/, listed or not. */
const PAGES = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter(name => name.endsWith('.md'))
    .map(name => `docs/${name}`)
]
type Job = {
  permissions?: unknown
  if?: unknown
  steps?: { uses?: string; with?: Record<string, unknown> }[]
}

describe('a workflow file first', () => {
  test("the README's first code block is a workflow to copy: its permissions and a uses: line", () => {
    const readme = text('README.md')
    const first = /```(\w*)\n([\s\S]*?)```/.exec(readme)
    expect(first?.[1]).toBe('yaml')
    expect(readme.slice(0, first?.index).split('\n').length).toBeLessThan(10)
    const workflow = parse(first?.[2] ?? '') as {
      on: unknown
      permissions: unknown
      jobs: Record<string, Job>
    }
    expect(workflow.on).toBeDefined()
    expect(workflow.permissions).toEqual({
      contents: 'read',
      issues: 'write',
      'pull-requests': 'write'
    })
    const uses = Object.values(workflow.jobs)
      .flatMap(job => job.steps ?? [])
      .map(s => s.uses)
    expect(uses).toContain('your-org/mintlify-agent-action@v1')
  })

  test.each(PAGES)(
    'every workflow snippet of %s that uses an action of ours declares its permissions',
    file => {
      const blocks = yamlBlocks(text(file))
      // A snippet of ours shows its job, so that what it grants can be read (and checked below).
      const jobless = blocks.filter(
        b => b.jobs === undefined && /mintlify-agent-action/.test(JSON.stringify(b))
      )
      expect([file, jobless]).toEqual([file, []])
      const workflows = blocks.filter(w => w.jobs !== undefined)
      for (const workflow of workflows) {
        const jobs = Object.values(workflow.jobs as Record<string, Job>)
        const ours = jobs.some(job => (job.steps ?? []).some(s => s.uses?.startsWith('your-org/')))
        if (!ours) continue
        const declared =
          workflow.permissions !== undefined || jobs.every(j => j.permissions !== undefined)
        expect([file, declared]).toEqual([file, true])
      }
    }
  )
})

describe('every documented workflow grants what its steps need', () => {
  const snippets = PAGES.flatMap(file =>
    yamlBlocks(text(file)).map((workflow, i) => [`${file} (block ${i + 1})`, workflow] as const)
  )
  const examples = readdirSync(join(ROOT, 'examples')).map(
    name =>
      [`examples/${name}`, parse(text(`examples/${name}`)) as Record<string, unknown>] as const
  )
  test.each([...snippets, ...examples].filter(([, w]) => w.jobs !== undefined))(
    '%s: each step of ours has the permissions its inputs need',
    (_where, workflow) => {
      const events = eventsOf(workflow.on)
      for (const [name, job] of Object.entries(workflow.jobs as Record<string, Job>)) {
        const permissions = job.permissions ?? workflow.permissions
        const pullRequestsOnly = /github\.event\.issue\.pull_request/.test(
          typeof job.if === 'string' ? job.if : ''
        )
        for (const step of job.steps ?? []) {
          const action = actionOf(step.uses)
          if (action === undefined) continue
          const need = needed(action, step.with ?? {}, events, pullRequestsOnly)
          const lacking = missing(need, permissions)
          expect([name, step.uses, lacking]).toEqual([name, step.uses, []])
        }
      }
    }
  )

  test("usage.md's table of examples says the scopes each example writes with", () => {
    const rows = [
      ...text('docs/usage.md').matchAll(/^\| \[`([\w-]+\.yml)`\]\([^)]*\) +\|.*\| ([^|]+?) +\|$/gm)
    ]
    expect(rows.length).toBe(examples.length)
    for (const [, name = '', said = ''] of rows) {
      const workflow = parse(text(`examples/${name}`)) as Record<string, unknown>
      const jobs = Object.values(workflow.jobs as Record<string, Job>)
      const writes = new Set<string>()
      for (const grants of [workflow.permissions, ...jobs.map(j => j.permissions)]) {
        if (typeof grants !== 'object' || grants === null) continue
        for (const [scope, level] of Object.entries(grants))
          if (level === 'write') writes.add(scope)
      }
      const listed = [...said.matchAll(/`([\w-]+)`/g)].map(m => m[1])
      expect([name, listed.sort()]).toEqual([name, [...writes].sort()])
    }
  })

  test('the rules know what each documented input asks for', () => {
    expect(needed('agent', { 'issue-number': '${{ x }}' }, ['schedule'])).toEqual({
      'pull-requests': 'write',
      issues: 'write'
    })
    expect(needed('agent', {}, ['issues'])).toMatchObject({ issues: 'write' })
    expect(needed('agent', {}, ['issue_comment'], true)).toEqual({ 'pull-requests': 'write' })
    expect(needed('agent', { comment: 'false' }, ['issues'])).not.toHaveProperty('issues')
    expect(needed('agent', { checks: 'fix' }, [])).toMatchObject({
      checks: 'read',
      statuses: 'read'
    })
    expect(needed('analytics', { report: 'issue', 'search-key': 'k' }, [])).toEqual({
      issues: 'write',
      deployments: 'read'
    })
    expect(needed('deploy', { mode: 'preview' }, ['pull_request_target'])).toEqual({
      'pull-requests': 'write',
      contents: 'read'
    })
    expect(needed('visitors', {}, [])).toEqual({})
    expect(missing({ issues: 'write' }, { issues: 'read' })).toEqual(['issues: write'])
    expect(missing({ issues: 'read' }, { issues: 'write' })).toEqual([])
    expect(missing({ issues: 'read' }, 'read-all')).toEqual([])
    expect(missing({ issues: 'write' }, 'write-all')).toEqual([])
    expect(missing({ issues: 'read' }, {})).toEqual(['issues: read'])
    expect(actionOf('your-org/mintlify-agent-action/analytics@v1')).toBe('analytics')
    expect(actionOf('./deploy')).toBe('deploy')
    expect(actionOf('./')).toBe('agent')
    expect(actionOf('actions/checkout@v4')).toBeUndefined()
    expect(actionOf('your-org/mintlify-agent-action/follow-code@v1')).toBe('follow-code')
    expect(needed('follow-code', { 'docs-token': 'x', checks: 'report' }, ['push'])).toEqual({
      contents: 'read',
      'pull-requests': 'write'
    })
  })
})

describe('the README reads in a minute', () => {
  const readme = text('README.md')
  test('under 250 lines, with a table of contents that reaches every page of docs/', () => {
    expect(readme.split('\n').length).toBeLessThan(250)
    const contents = readme.slice(0, readme.indexOf('## Try it'))
    for (const page of DOCUMENTS.filter(f => f !== 'README.md'))
      expect(contents).toContain(`](${page}`)
  })

  test.each(DOCUMENTS)('every link of %s to a file or heading here resolves', file => {
    const links = [...text(file).matchAll(/\]\(([^)\s]+)\)/g)].map(m => m[1] ?? '')
    const local = links.filter(link => !/^[a-z]+:/.test(link))
    expect(local.length).toBeGreaterThan(0)
    const broken = local.filter(link => {
      const [path = '', anchor] = link.split('#')
      const target = path === '' ? file : join(dirname(file), path)
      if (!existsSync(join(ROOT, target))) return true
      return (
        anchor !== undefined && target.endsWith('.md') && !headingsOf(text(target)).includes(anchor)
      )
    })
    expect(broken).toEqual([])
  })
})

/** The anchors GitHub gives a Markdown file's headings (lower case, punctuation dropped, - for spaces). */
function headingsOf(markdown: string): string[] {
  const outside = markdown.replace(/```[\s\S]*?```/g, '')
  return [...outside.matchAll(/^#{1,6} (.+)$/gm)].map(m =>
    (m[1] ?? '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-')
  )
}
