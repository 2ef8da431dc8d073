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

test('one Node: the runtime of every action.yml, .node-version, engines (enforced by npm) and @types/node', () => {
  const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')
  const pkg = JSON.parse(read('package.json')) as {
    engines: { node: string }
    devDependencies: Record<string, string>
  }
  const runtimes = [
    'action.yml',
    'analytics/action.yml',
    'visitors/action.yml',
    'deploy/action.yml'
  ].map(file => /^ {2}using: node(\d+)$/m.exec(read(file))?.[1])
  expect(new Set(runtimes)).toEqual(new Set(['24']))
  expect(read('.node-version').trim()).toBe('24')
  expect(pkg.engines.node).toBe('>=24')
  expect(pkg.devDependencies['@types/node']).toMatch(/^\^24\./)
  // Without it npm only warns: `npm ci` on Node 20 fails with "Required: {"node":">=24"}".
  expect(read('.npmrc').split('\n')).toContain('engine-strict=true')
})
