import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from '@jest/globals'
import { ActionError } from '../../src/action/errors.js'
import { isWithin, openFile } from '../../src/export/files.js'

const dir = mkdtempSync(join(tmpdir(), 'writers-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

test('a path that cannot be written fails before any row, naming the input', () => {
  const file = join(dir, 'a-file')
  writeFileSync(file, 'x')
  let error: unknown
  try {
    openFile(join(file, 'under.csv'), 'path')
  } catch (e) {
    error = e
  }
  expect(error).toBeInstanceOf(ActionError)
  expect((error as Error).message).toMatch(
    /^Could not write the export to .*under\.csv \(input "path"\): /
  )
})

/** What the descriptors of this process name (one may close while it is looked at). */
function descriptors(): string[] {
  return readdirSync('/proc/self/fd').map(fd => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`)
    } catch {
      return ''
    }
  })
}

describe('a page is in the file when its put returns', () => {
  test('each put writes its text, all of it and in order, before it returns; finish closes once', async () => {
    const path = join(dir, 'pages.ndjson')
    const out = openFile(path, 'path')
    const page = `${'{"path":"/é中🚀"}\n'.repeat(5_000)}`
    const written = [out.put(page), out.put('last\n')]
    // Not a promise to wait on: the text is there already, no thread was handed it.
    expect(readFileSync(path, 'utf8')).toBe(`${page}last\n`)
    await Promise.all(written)
    await out.finish()
    await out.finish()
    expect(readFileSync(path, 'utf8')).toBe(`${page}last\n`)
  })

  test('a full disk rejects the put that met it, every later one and the finish, naming the input; the file is closed', async () => {
    const full = () => descriptors().filter(path => path === '/dev/full').length
    const before = full()
    const out = openFile('/dev/full', 'directory')
    expect(full()).toBe(before + 1)
    const message = /^Could not write the export to \/dev\/full \(input "directory"\): .*ENOSPC/
    await expect(out.put('row\n')).rejects.toThrow(message)
    await expect(out.put('more\n')).rejects.toThrow(message)
    await expect(out.finish()).rejects.toThrow(message)
    expect(full()).toBe(before)
  })
})

describe('isWithin', () => {
  test.each([
    ['/ws', '/ws', true],
    ['/ws/a/b.csv', '/ws', true],
    ['/ws/..reports/v.csv', '/ws', true],
    ['/ws/../x.csv', '/ws', false],
    ['/wsx/v.csv', '/ws', false],
    ['/', '/ws', false],
    ['/w', '/w/s', false],
    ['/other', '/ws', false]
  ])('%s in %s: %s', (path, folder, inside) => {
    expect(isWithin(path, folder)).toBe(inside)
  })
})

describe('openFile: files go where the user said, and nowhere else', () => {
  /** A fresh workspace and, beside it, a folder outside it holding a file that must survive. */
  function places() {
    const root = mkdtempSync(join(dir, 'place-'))
    const ws = join(root, 'ws')
    const outside = join(root, 'outside')
    mkdirSync(ws)
    mkdirSync(outside)
    writeFileSync(join(outside, 'keep.txt'), 'precious')
    return { ws, outside }
  }
  const written = async (path: string, confinedTo?: string) => {
    const file = openFile(path, 'path', confinedTo)
    await file.put('export')
    await file.finish()
  }

  test('a symbolic link at the path is replaced by the file, never written through', async () => {
    const { ws, outside } = places()
    symlinkSync(join(outside, 'keep.txt'), join(ws, 'views.csv'))
    await written(join(ws, 'views.csv'), ws)
    expect(readFileSync(join(outside, 'keep.txt'), 'utf8')).toBe('precious')
    expect(lstatSync(join(ws, 'views.csv')).isSymbolicLink()).toBe(false)
    expect(readFileSync(join(ws, 'views.csv'), 'utf8')).toBe('export')
  })

  test.each([
    ['the folder is a link out', 'link/views.csv'],
    ['a folder to create under a link out', 'link/new/deeper/views.csv'],
    ['a path that climbs back into the link', 'a/../link/new/views.csv']
  ])('%s: refused within the workspace, and nothing is created outside', async (_, rel) => {
    const { ws, outside } = places()
    symlinkSync(outside, join(ws, 'link'))
    // Joined as written: path.join would resolve the `..` before openFile sees it.
    const error = await written(`${ws}/${rel}`, ws).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ActionError)
    expect((error as Error).message).toBe(
      `Could not write the export to ${ws}/${rel} (input "path"): its folder is really ${outside}, outside the workspace ${ws}, because a symbolic link leads there. Nothing was written. To write there on purpose, give "path" as an absolute path.`
    )
    expect(existsSync(join(outside, 'new'))).toBe(false)
    expect(existsSync(join(outside, 'views.csv'))).toBe(false)
  })

  test('a link that stays inside the workspace is followed', async () => {
    const { ws } = places()
    mkdirSync(join(ws, 'real'))
    symlinkSync(join(ws, 'real'), join(ws, 'link'))
    await written(join(ws, 'link/new/views.csv'), ws)
    expect(readFileSync(join(ws, 'real/new/views.csv'), 'utf8')).toBe('export')
  })

  test('without confinement (an absolute path given on purpose), a link out is followed', async () => {
    const { ws, outside } = places()
    symlinkSync(outside, join(ws, 'link'))
    await written(join(ws, 'link/views.csv'))
    expect(readFileSync(join(outside, 'views.csv'), 'utf8')).toBe('export')
  })

  test('a link that leads nowhere is no folder to write in', async () => {
    const { ws, outside } = places()
    symlinkSync(join(outside, 'gone'), join(ws, 'link'))
    await expect(written(join(ws, 'link/sub/views.csv'), ws)).rejects.toThrow(
      /^Could not write the export to .*views\.csv \(input "path"\): .*ENOENT/
    )
    expect(existsSync(join(outside, 'gone'))).toBe(false)
  })

  test('a write that fails later (a full disk) rejects, naming the input, and stays failed', async () => {
    // /dev/full itself, never a file left where it was.
    expect(lstatSync('/dev/full').isCharacterDevice()).toBe(true)
    const file = openFile('/dev/full', 'path')
    const failure = await file.put('x'.repeat(1 << 20)).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ActionError)
    expect((failure as Error).message).toMatch(
      /^Could not write the export to \/dev\/full \(input "path"\): .*ENOSPC/
    )
    await expect(file.put('more')).rejects.toBe(failure)
    await expect(file.finish()).rejects.toBe(failure)
  })

  test('a small write that fails is said by that write, not by a later one: its rows are not counted as written', async () => {
    expect(lstatSync('/dev/full').isCharacterDevice()).toBe(true)
    const file = openFile('/dev/full', 'dir')
    const failure = await file.put('small').catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ActionError)
    expect((failure as Error).message).toMatch(
      /^Could not write the export to \/dev\/full \(input "dir"\): .*ENOSPC/
    )
    await expect(file.put('more')).rejects.toBe(failure)
    await expect(file.finish()).rejects.toBe(failure)
  })

  test('a write larger than the stream holds waits for it to drain: all of it is written', async () => {
    const { ws } = places()
    const file = openFile(join(ws, 'big.ndjson'), 'path', ws)
    const big = 'é'.repeat(1 << 20)
    await file.put(big)
    await file.put('\n')
    await file.finish()
    expect(readFileSync(join(ws, 'big.ndjson'), 'utf8')).toBe(`${big}\n`)
  })

  test('the file is closed once finished: no descriptor is left open', async () => {
    const { ws } = places()
    const file = openFile(join(ws, 'closed.csv'), 'path', ws)
    await file.put('x')
    await file.finish()
    expect(descriptors().filter(path => path.startsWith(ws))).toEqual([])
    expect(readFileSync(join(ws, 'closed.csv'), 'utf8')).toBe('x')
  })

  test('finishing twice is harmless', async () => {
    const { ws } = places()
    const file = openFile(join(ws, 'twice.csv'), 'path', ws)
    await file.put('once')
    await file.finish()
    await file.finish()
    expect(readFileSync(join(ws, 'twice.csv'), 'utf8')).toBe('once')
  })
})
