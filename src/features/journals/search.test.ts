import { defaultParseSearch } from '@tanstack/react-router'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { JournalSearch, readImpactFactor } from './search.ts'

const fromUrl = (query: string) => v.parse(JournalSearch, defaultParseSearch(query))

describe('JournalSearch', () => {
  it('reads the filters as links write them', () => {
    expect(fromUrl('?search=%20heart%20&publisher=bmc&indexes=scopus&indexes=pubmed&impactFactor=2.5&subject=cardiology&openAccess=true&noApc=true')).toEqual({
      search: 'heart',
      publisher: 'bmc',
      indexes: ['scopus', 'pubmed'],
      impactFactor: 2.5,
      subject: 'cardiology',
      openAccess: true,
      noApc: true,
    })
  })

  it('keeps text the router read as a number as text', () => {
    expect(fromUrl('?search=2024&indexes=1')).toEqual({ search: '2024', indexes: ['1'] })
  })

  it('drops what the API would refuse, one value at a time', () => {
    expect(fromUrl('?indexes=%5B%22scopus%22%2C%7B%7D%2C%22Bad%20Slug%22%2C%22scopus%22%5D')).toEqual({ indexes: ['scopus'] })
    const dropped = fromUrl('?search=%00&publisher=%3Cscript%3E&subject=a--b&impactFactor=-1&openAccess=maybe&noApc=false&indexes=%7B%7D')
    expect(Object.values(dropped).filter((value) => value !== undefined)).toEqual([])
    expect(fromUrl(`?search=${'a'.repeat(201)}&impactFactor=1e400`)).toEqual({ search: undefined, impactFactor: undefined })
  })

  it('reads an impact factor of 0 as no minimum', () => {
    expect(fromUrl('?impactFactor=0').impactFactor).toBeUndefined()
    expect(fromUrl('?impactFactor=1.23456').impactFactor).toBe(1.235)
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
