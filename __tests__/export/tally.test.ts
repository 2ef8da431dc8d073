import { describe, expect, test } from '@jest/globals'
import { MAX_GROUPS, NOTES_KEPT, sameQuestion, Tally } from '../../src/export/tally.js'

describe('sameQuestion', () => {
  test.each([
    ['How do I rotate my key?', 'how do i  rotate my KEY'],
    ['  ¿Cómo rotar la clave?  ', 'cómo rotar la clave'],
    ['ｈｏｗ to deploy', 'how to deploy!'],
    ['what\u200b is mint\u0007', 'what is mint']
  ])('%p and %p are one question', (a, b) => {
    expect(sameQuestion(a)).toBe(sameQuestion(b))
  })

  test('different questions stay apart', () => {
    expect(sameQuestion('rotate a key')).not.toBe(sameQuestion('rotate the key'))
  })
})

describe('Tally groups', () => {
  const unanswered = (query: string, pageUrl: string | null = null) => ({
    query,
    resolutionStatus: 'unanswered',
    pageUrl
  })

  test('counts the same unanswered question once, largest first, answered ones not at all', () => {
    const tally = new Tally('assistant', 5)
    tally.add({
      rows: [
        unanswered('Deploy?', '/a'),
        unanswered('Rotate key', '/k'),
        unanswered('rotate key!', '/k2'),
        { query: 'Rotate key', resolutionStatus: 'answered' }
      ],
      more: false,
      nextCursor: null
    })
    expect(tally.groups()).toEqual([
      { text: 'Rotate key', count: 2, notes: ['/k', '/k2'] },
      { text: 'Deploy?', count: 1, notes: ['/a'] }
    ])
  })

  test('keeps at most a few distinct comments per page, from feedback not marked helpful', () => {
    const tally = new Tally('feedback', 5)
    const rows = ['one', 'one', 'two', 'three', 'four'].map(comment => ({
      path: '/p',
      comment,
      helpful: false
    }))
    tally.add({
      rows: [...rows, { path: '/p', comment: 'good', helpful: true }],
      more: false,
      nextCursor: null
    })
    const [group] = tally.groups()
    expect(group?.count).toBe(5)
    expect(group?.notes).toEqual(['one', 'two', 'three'].slice(0, NOTES_KEPT))
  })

  test('past MAX_GROUPS distinct questions, further ones are counted, not kept', () => {
    const tally = new Tally('assistant', 5)
    const rows = Array.from({ length: MAX_GROUPS + 7 }, (_, i) => unanswered(`q${i}`))
    tally.add({ rows: [...rows, unanswered('q0')], more: false, nextCursor: null })
    expect(tally.groups()).toHaveLength(MAX_GROUPS)
    expect(tally.ungrouped).toBe(7)
    expect(tally.groups()[0]).toMatchObject({ text: 'q0', count: 2 })
  })
})
