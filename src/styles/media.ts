/** Mobile-first breakpoints in px; styles start at 360 px and add rules upward. */
const breakpoints = { sm: 640, md: 768, lg: 1024 } as const

export const mq = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
} as const

/** Viewports under 640 px get the small-screen carousel set. */
export const smallDevice = `(max-width: ${breakpoints.sm - 0.02}px)`
export const reducedMotion = '(prefers-reduced-motion: reduce)'
export const prefersDark = '(prefers-color-scheme: dark)'
