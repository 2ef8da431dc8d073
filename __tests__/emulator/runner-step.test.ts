import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from '@jest/globals'
import {
  ACTIONS,
  deprecatedInputs,
  inputVariable,
  readActionDefinition,
  stepEnvironment,
  stepInputs,
  unexpectedInputs,
  type ActionDefinition,
  type ActionName
} from '../../emulator/runner-step.js'

/** The runner emulation held to actions/runner's rules, case by case. */

const dir = mkdtempSync(join(tmpdir(), 'runner-step-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const definition: ActionDefinition = {
  inputs: {
    projectId: undefined,
    'on-open': 'follow-up',
    'github-token': '${{ github.token }}',
    header: 'token ${{ github.token }}!',
    'dry-run': 'false'
  },
  deprecated: { 'on-open': 'Use task instead.' },
  main: '/x/dist/index.js',
  using: 'node24'
}
const context = { githubToken: 'ghs_job' }

describe('stepInputs: every declared input, its default where the step gives none', () => {
  test.each([
    [
      'nothing given: every input, defaults evaluated, none as ""',
      {},
      {
        projectId: '',
        'on-open': 'follow-up',
        'github-token': 'ghs_job',
        header: 'token ghs_job!',
        'dry-run': 'false'
      }
    ],
    [
      'a given value wins, even ""',
      { 'on-open': 'skip', 'dry-run': '' },
      {
        projectId: '',
        'on-open': 'skip',
        'github-token': 'ghs_job',
        header: 'token ghs_job!',
        'dry-run': ''
      }
    ],
    [
      'keys match without case, kept as the step wrote them',
      { PROJECTID: 'docs' },
      {
        PROJECTID: 'docs',
        'on-open': 'follow-up',
        'github-token': 'ghs_job',
        header: 'token ghs_job!',
        'dry-run': 'false'
      }
    ],
    [
      'an undeclared key is passed too',
      { tiemout: '5m' },
      {
        tiemout: '5m',
        projectId: '',
        'on-open': 'follow-up',
        'github-token': 'ghs_job',
        header: 'token ghs_job!',
        'dry-run': 'false'
      }
    ]
  ])('%s', (_name, given: Record<string, string>, expected) => {
    expect(stepInputs(definition, given, context)).toEqual(expected)
  })

  test('a default expression the emulation does not know is an error, not a guess', () => {
    const other = { ...definition, inputs: { ref: '${{ github.ref }}' } }
    expect(() => stepInputs(other, {}, context)).toThrow(
      'input "ref": the emulation cannot evaluate ${{ github.ref }}'
    )
  })
})

test.each([
  ['projectId', 'INPUT_PROJECTID'],
  ['secret-key', 'INPUT_SECRET-KEY'],
  ['my input', 'INPUT_MY_INPUT'],
  ['on_open', 'INPUT_ON_OPEN'],
  ['straße', 'INPUT_STRASSE']
])('%s is passed as %s (Handler.cs: spaces as _, ToUpperInvariant)', (name, variable) => {
  expect(inputVariable(name)).toBe(variable)
})

test("the runner's warning names the undeclared keys and every valid one", () => {
  expect(unexpectedInputs(definition, { ProjectID: 'x', tiemout: '5m' })).toBe(
    "Unexpected input(s) 'tiemout', valid inputs are ['projectId', 'on-open', 'github-token', 'header', 'dry-run']"
  )
  expect(unexpectedInputs(definition, { projectId: 'x' })).toBeUndefined()
})

describe("deprecatedInputs: the runner's warning for a deprecated input the step gives", () => {
  test('named as the step wrote it, with the message of action.yml', () => {
    expect(deprecatedInputs(definition, { projectId: 'x', 'on-open': 'skip' })).toEqual([
      "Input 'on-open' has been deprecated with message: Use task instead."
    ])
  })
  test('given empty, it is still given', () => {
    expect(deprecatedInputs(definition, { 'on-open': '' })).toHaveLength(1)
  })
  test('not given (its default passed by the runner), or in another case: no warning', () => {
    expect(deprecatedInputs(definition, {})).toEqual([])
    expect(deprecatedInputs(definition, { 'On-Open': 'skip' })).toEqual([])
  })
  test.each(Object.keys(ACTIONS) as ActionName[])(
    '%s: each deprecated input of its action.yml, given, is warned about before the unexpected',
    action => {
      const read = readActionDefinition(action)
      for (const [name, message] of Object.entries(read.deprecated)) {
        const inputs = { [name]: '5s', tiemout: '5m' }
        const step = stepEnvironment(join(dir, `d-${action}-${name}`), { action, inputs })
        expect(step.runnerWarnings).toEqual([
          `Input '${name}' has been deprecated with message: ${message}`,
          unexpectedInputs(read, { tiemout: '5m' })
        ])
      }
    }
  )
})

describe('stepEnvironment', () => {
  test("every input of the real action.yml is set, the step's given ones as given", () => {
    const step = stepEnvironment(join(dir, 'a'), {
      action: 'analytics',
      inputs: { projectId: 'docs' },
      githubToken: 'ghs_job'
    })
    const declared = Object.keys(readActionDefinition('analytics').inputs)
    for (const name of declared) expect(step.env[inputVariable(name)]).toBeDefined()
    expect(step.env.INPUT_PROJECTID).toBe('docs')
    expect(step.env['INPUT_CLOSE-PREVIOUS']).toBe('false')
    expect(step.env['INPUT_GITHUB-TOKEN']).toBe('ghs_job')
    expect(step.definition.main).toMatch(/dist\/analytics\/index\.js$/)
  })

  test("the hosted runner's variables and files; the step runs in the workspace", () => {
    const step = stepEnvironment(join(dir, 'b'), {
      inputs: {},
      event: { name: 'issues', payload: { action: 'labeled' } }
    })
    expect(step.env).toMatchObject({
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: 'issues',
      GITHUB_API_URL: 'https://api.github.com',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_REPOSITORY: 'acme/docs',
      RUNNER_OS: 'Linux'
    })
    expect(step.cwd).toBe(step.env.GITHUB_WORKSPACE)
    expect(JSON.parse(readFileSync(step.env.GITHUB_EVENT_PATH ?? '', 'utf8'))).toEqual({
      action: 'labeled'
    })
    for (const file of ['GITHUB_OUTPUT', 'GITHUB_STEP_SUMMARY', 'GITHUB_ENV', 'GITHUB_STATE'])
      expect(readFileSync(step.env[file] ?? '', 'utf8')).toBe('')
  })

  test('an input given through env instead of with: is refused', () => {
    expect(() =>
      stepEnvironment(join(dir, 'c'), { inputs: {}, env: { 'INPUT_ON-OPEN': 'skip' } })
    ).toThrow("inputs go in `inputs` (the step's with:), not env: INPUT_ON-OPEN")
  })
})
