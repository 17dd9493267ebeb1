import { describe, expect, it } from 'vitest'
import { toNavItems } from './route-map.ts'

describe('toNavItems', () => {
  it('maps each menu slug to its screen, keeps the server order and labels, and skips slugs without a screen', () => {
    const items = toNavItems([
      { slug: 'writing-services', menuTitle: 'Writing help' },
      { slug: 'no-such-screen', menuTitle: 'Nowhere' },
      { slug: 'research-community', menuTitle: 'Community' },
      { slug: 'connect-to-expert', menuTitle: 'Experts' },
    ])
    expect(items.map(({ label, to }) => [label, to])).toEqual([
      ['Writing help', '/writting'],
      ['Community', '/rc-community'],
      ['Experts', '/connect'],
    ])
  })
})
