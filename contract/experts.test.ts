import { describe, expect, it } from 'vitest'
import { isValidOrcid, orcidCheckCharacter } from './experts.ts'

describe('ORCID iDs', () => {
  it.each(['0000-0002-1825-0097', '0000-0001-5109-3700', '0000-0002-1694-233X'])('accepts %s, whose last character checks the others', (orcid) => {
    expect(isValidOrcid(orcid)).toBe(true)
  })

  it.each(['0000-0002-1825-0098', '0000-0002-1694-2330', '0000-0002-1825-009', '0000000218250097', '0000-0002-1825-009x', 'https://orcid.org/0000-0002-1825-0097'])(
    'refuses %s',
    (orcid) => {
      expect(isValidOrcid(orcid)).toBe(false)
    },
  )

  it('gives X for a check of ten', () => {
    expect(orcidCheckCharacter('000000021694233')).toBe('X')
  })
})
