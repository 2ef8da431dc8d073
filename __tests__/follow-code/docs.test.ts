import { describe, expect, test } from '@jest/globals'
import { withCovered, type Covered } from '../../src/follow-code/docs.js'

const one: Covered = {
  label: 'acme/api#1',
  url: 'https://github.com/acme/api/pull/1',
  title: 'Add /users',
  key: 1
}
const two: Covered = {
  label: 'acme/api#2',
  url: 'https://github.com/acme/api/pull/2',
  title: '@org/team ![x](y) <b>',
  key: 2
}

describe('withCovered', () => {
  test("lists the code changes after the agent's description, once each", () => {
    const first = withCovered('The agent wrote this.', [one])
    expect(first.startsWith('The agent wrote this.')).toBe(true)
    expect(first).toContain('- [acme/api#1](https://github.com/acme/api/pull/1): Add /users')
    const second = withCovered(first, [one, two])
    expect(second.match(/acme\/api#1\]/g)).toHaveLength(1)
    expect(second).toContain('acme/api#2')
    expect(withCovered(second, [two])).toBe(second)
  })

  test("an author's title is inert text", () => {
    const body = withCovered('', [two])
    expect(body).not.toContain('@org/team')
    expect(body).not.toContain('![x](y)')
    expect(body).not.toContain('<b>')
  })
})
