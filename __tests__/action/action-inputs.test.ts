import { describe, expect, test } from '@jest/globals'
import { ACTIONS, readActionDefinition, type ActionName } from '../../emulator/runner-step.js'
import { ACTION_INPUTS, misplacedInputs } from '../../src/action/action-inputs.js'

describe('ACTION_INPUTS: every action.yml, input for input', () => {
  test.each(Object.keys(ACTIONS) as ActionName[])(
    '%s: the table holds exactly the inputs its action.yml declares (edit the table with the action.yml)',
    action => {
      expect([...ACTION_INPUTS[action]].sort()).toEqual(
        Object.keys(readActionDefinition(action).inputs).sort()
      )
    }
  )

  test('every action of the repository is in the table', () => {
    expect(Object.keys(ACTION_INPUTS).sort()).toEqual(Object.keys(ACTIONS).sort())
  })
})

describe('misplacedInputs: an input another action declares, named with that action', () => {
  test('one input: the action that declares it, as a step uses it, and what to do', () => {
    expect(misplacedInputs(['report'], {})).toBe(
      'Input "report" is an input of the analytics action (your-org/mintlify-agent-action/analytics@v1), not of this action. It would not be read here, so the step would not do what it asks: give it to a step that uses that action, or remove it from this step\'s `with:`. Nothing was sent.'
    )
  })

  test('an input two actions declare names both; the root action is the agent', () => {
    expect(misplacedInputs(['days'], {})).toContain(
      'Input "days" is an input of the visitors action (your-org/mintlify-agent-action/visitors@v1) and the analytics action (your-org/mintlify-agent-action/analytics@v1), not of this action.'
    )
    expect(misplacedInputs(['days'], {})).toContain(
      'give it to a step that uses one of those actions'
    )
    expect(misplacedInputs(['prompt'], {})).toContain(
      'the agent action (your-org/mintlify-agent-action@v1)'
    )
  })

  test('the repository and ref the runner says this step runs from', () => {
    const env = { GITHUB_ACTION_REPOSITORY: 'acme/mintlify', GITHUB_ACTION_REF: 'v1.1.0' }
    expect(misplacedInputs(['mode'], env)).toContain(
      'the deploy action (acme/mintlify/deploy@v1.1.0)'
    )
  })

  test('keys are matched as the runner matches them, without regard to case', () => {
    expect(misplacedInputs(['datefrom'], {})).toContain(
      'Input "datefrom" is an input of the visitors'
    )
  })

  test('several: each named, one error', () => {
    const message = misplacedInputs(['report', 'whatever', 'mode'], {}) ?? ''
    expect(message.startsWith('Input "report" is an input of the analytics action')).toBe(true)
    expect(message).toContain('Input "mode" is an input of the deploy action')
    expect(message).not.toContain('whatever')
    expect(message).toContain('None of them would be read here')
  })

  test('inputs nobody declares are not misplaced', () => {
    expect(misplacedInputs(['whatever', 'project-id'], {})).toBeUndefined()
    expect(misplacedInputs([], {})).toBeUndefined()
  })
})
