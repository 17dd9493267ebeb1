import type { ComponentProps } from 'react'
import { createLink } from '@tanstack/react-router'
import * as styles from './Button.css.ts'
import { cx } from './cx.ts'

interface Look {
  variant?: keyof typeof styles.variant
  size?: keyof typeof styles.size
}

const buttonClass = ({ variant = 'primary', size = 'md' }: Look, className?: string) =>
  cx(styles.base, styles.variant[variant], styles.size[size], className)

export function Button({ variant, size, className, type = 'button', ...props }: ComponentProps<'button'> & Look) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...props} />
}

function ButtonAnchor({ variant, size, className, ...props }: ComponentProps<'a'> & Look) {
  return <a className={buttonClass({ variant, size }, className)} {...props} />
}

/** A router link that looks like a button. */
export const ButtonLink = createLink(ButtonAnchor)
