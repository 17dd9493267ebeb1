import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PlainText } from './PlainText.tsx'

const linksIn = (text: string) => {
  const { container, unmount } = render(<PlainText text={text} />)
  const links = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))
  const shown = container.textContent
  unmount()
  return { links, shown }
}

describe('PlainText', () => {
  it('makes each http(s) address a link that opens in a new tab, without the punctuation after it', () => {
    expect(linksIn('See https://example.org/a, and http://x.org/b. Or (https://y.org/c)!')).toEqual({
      links: ['https://example.org/a', 'http://x.org/b', 'https://y.org/c'],
      shown: 'See https://example.org/a, and http://x.org/b. Or (https://y.org/c)!',
    })
    // A bracket the address opened is its own.
    expect(linksIn('https://en.wikipedia.org/wiki/Bias_(statistics).').links).toEqual(['https://en.wikipedia.org/wiki/Bias_(statistics)'])
    render(<PlainText text="Read https://example.org/paper" />)
    const link = screen.getByRole('link', { name: 'https://example.org/paper (opens in a new tab)' })
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('nofollow ugc noopener')
  })

  it('links nothing but web addresses', () => {
    expect(linksIn('javascript:alert(1) ftp://x.org mailto:a@b.org www.example.org https:// http://').links).toEqual([])
  })

  it('shows markup as the characters typed, with the line breaks kept', () => {
    const { container } = render(<PlainText text={'<b>x</b>\n<script>alert(1)</script> <a href="https://evil.example">y</a>'} />)
    const paragraph = container.querySelector('p')!
    expect(paragraph.querySelector('b, script')).toBeNull()
    expect(paragraph.textContent).toBe('<b>x</b>\n<script>alert(1)</script> <a href="https://evil.example">y</a>')
    // The address inside the typed tag is linked as text, never as the tag's own link with its own words.
    expect([...paragraph.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['https://evil.example'])
  })
})
