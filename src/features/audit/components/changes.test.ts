import { describe, expect, it } from 'vitest'
import { changesOf } from './changes.ts'

describe('changesOf', () => {
  it('lists only the fields whose values differ, before and after', () => {
    expect(changesOf({ title: 'Plus', price: 100, tags: ['a'] }, { title: 'Plus', price: 90, tags: ['a', 'b'] })).toEqual([
      { field: 'price', before: '100', after: '90' },
      { field: 'tags', before: '["a"]', after: '["a","b"]' },
    ])
  })

  it('lists what a creation set and what a deletion removed', () => {
    expect(changesOf(null, { status: 'closed' })).toEqual([{ field: 'status', before: '—', after: 'closed' }])
    expect(changesOf({ status: 'closed' }, null)).toEqual([{ field: 'status', before: 'closed', after: '—' }])
  })

  it('compares values that are not records whole, and says nothing of an entry without values', () => {
    expect(changesOf([1, 2], [2, 1])).toEqual([{ field: 'value', before: '[1,2]', after: '[2,1]' }])
    expect(changesOf(null, null)).toEqual([])
  })
})
