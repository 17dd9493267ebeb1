import { defaultParseSearch } from '@tanstack/react-router'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { JournalSearch, readImpactFactor } from './search.ts'

const fromUrl = (query: string) => v.parse(JournalSearch, defaultParseSearch(query))

describe('JournalSearch', () => {
  // The rest of the address is read as every directory's is (directory-kit.test.tsx).
  it('reads an impact factor of 0 as no minimum, rounds one with more decimals, and drops one the API would refuse', () => {
    expect(fromUrl('?impactFactor=2.5').impactFactor).toBe(2.5)
    expect(fromUrl('?impactFactor=0').impactFactor).toBeUndefined()
    expect(fromUrl('?impactFactor=1.23456').impactFactor).toBe(1.235)
    for (const refused of ['-1', '1e400', 'abc']) expect(fromUrl(`?impactFactor=${refused}`).impactFactor).toBeUndefined()
  })
})

describe('readImpactFactor', () => {
  it('tells an empty box, a number and other text apart', () => {
    expect(readImpactFactor(' ')).toEqual({ valid: true })
    expect(readImpactFactor('0')).toEqual({ valid: true, value: undefined })
    expect(readImpactFactor('2.50')).toEqual({ valid: true, value: 2.5 })
    expect(readImpactFactor('high')).toEqual({ valid: false })
    expect(readImpactFactor('-2')).toEqual({ valid: false })
  })
})
