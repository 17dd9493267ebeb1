import type { ComponentProps } from 'react'
import { card } from './Card.css.ts'
import { cx } from './cx.ts'

export function Card({ className, ...props }: ComponentProps<'article'>) {
  return <article className={cx(card, className)} {...props} />
}
