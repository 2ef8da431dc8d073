import { expect, test } from '@jest/globals'
import { Masker } from '../../emulator/masks.js'

/** The log as the runner prints it: mask commands consumed, masked values as `***`. */

test('an ::add-mask:: line is never printed, and its value is *** from then on, in every step', () => {
  const masker = new Masker(['ghs_token'])
  expect(
    masker.log('::add-mask::s3cr%25et\nkey s3cr%et, token ghs_token\n  ::add-mask::  \nend')
  ).toBe('key ***, token ***\nend')
  // The job's masker: a later step's log is masked too.
  expect(masker.log('again s3cr%et')).toBe('again ***')
})

test('the longest masked value is replaced first, so no part of it shows', () => {
  const masker = new Masker(['abc', 'abcdef'])
  expect(masker.mask('abcdef abc')).toBe('*** ***')
})

test('a stream masks whole lines: a mask command split across chunks is still one command', async () => {
  const masker = new Masker()
  let printed = ''
  const stream = masker.stream(text => (printed += text))
  stream.write('::add-ma')
  stream.write('sk::hunter2\nthe key is hun')
  stream.write('ter2\nno newline at the end: hunter2')
  await new Promise(done => stream.end(done))
  expect(printed).toBe('the key is ***\nno newline at the end: ***\n')
})
