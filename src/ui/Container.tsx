import type { ComponentProps } from 'react'
import { container } from './Container.css.ts'
import { cx } from './cx.ts'

export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx(container, className)} {...props} />
}
