import type { ReactNode } from 'react'
import { cx } from './cx.ts'
import * as styles from './PlainText.css.ts'

// A web address in written text: up to the next space or a character an address cannot hold unescaped.
const WEB_ADDRESS = /https?:\/\/[^\s<>"'`]+/gi
// What usually ends the sentence around an address rather than the address itself.
const TRAILING = /[.,;:!?*]+$/

/** The address without the punctuation after it; a closing bracket stays when the address opened one ('Foo_(bar)'). */
function trimAddress(found: string) {
  let address = found.replace(TRAILING, '')
  for (;;) {
    const last = address.at(-1)
    const pair = last === ')' ? '(' : last === ']' ? '[' : null
    if (!pair || address.split(pair).length >= address.split(last!).length) break
    address = address.slice(0, -1).replace(TRAILING, '')
  }
  return address
}

/**
 * The text in pieces: plain strings, and each http(s) address as a link that opens in a new tab. React writes the
 * strings as text, so nothing in them is ever read as HTML; the links say they are the writer's (`ugc`) and not
 * vouched for (`nofollow`).
 */
export function linkify(text: string): ReactNode[] {
  const parts: ReactNode[] = []
  let from = 0
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const address = trimAddress(match[0])
    if (!/^https?:\/\/[^/?#]+/i.test(address)) continue
    const at = match.index
    if (at > from) parts.push(text.slice(from, at))
    parts.push(
      <a key={at} href={address} target="_blank" rel="nofollow ugc noopener" aria-label={`${address} (opens in a new tab)`}>
        {address}
      </a>,
    )
    from = at + address.length
  }
  if (from < text.length) parts.push(text.slice(from))
  return parts
}

/**
 * Text a member wrote (a post, a comment, a reply), shown as plain text: its line breaks kept and its web addresses
 * clickable, never interpreted as HTML.
 */
export function PlainText({ text, className }: { text: string; className?: string }) {
  return <p className={cx(styles.text, className)}>{linkify(text)}</p>
}
