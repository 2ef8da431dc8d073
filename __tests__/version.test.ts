import { readFileSync } from 'node:fs'
import { expect, test } from '@jest/globals'
import { ACTION_VERSION, USER_AGENT } from '../src/version.js'

test("the User-Agent version is package.json's", () => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string
  }
  expect(ACTION_VERSION).toBe(pkg.version)
  expect(USER_AGENT).toBe(`mintlify-agent-action/${pkg.version}`)
})
