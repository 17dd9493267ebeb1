import type { CSSProperties } from 'react'

/** `var(--name, fallback)` from vanilla-extract's createVar, reduced to `--name`. */
export const cssVarName = (cssVar: string) => cssVar.replace(/^var\((--[^,)]+).*$/, '$1')

/**
 * Sets vanilla-extract CSS variables on an element's style for values known only at run time. React writes
 * them through the CSSOM, which the `style-src 'self'` policy allows.
 */
export function inlineVars(values: Record<string, string>): CSSProperties {
  return Object.fromEntries(Object.entries(values).map(([cssVar, value]) => [cssVarName(cssVar), value])) as CSSProperties
}
