import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css'
import { mq, prefersDark } from './media.ts'

// Every pair used for text was checked for WCAG AA (4.5:1) in both schemes; see the comments on each role.
const light = {
  bg: '#f7f5f0', // warm off-white page background
  surface: '#ffffff',
  surfaceAlt: '#eef4f3', // teal-tinted band (header at the top, alternating sections)
  text: '#13294b', // navy: 13.3:1 on bg
  textMuted: '#4f5d75', // 6.2:1 on bg
  primary: '#0f5e6e', // deep teal: 6.8:1 on bg, links and primary buttons
  primaryHover: '#0b4854',
  onPrimary: '#ffffff', // 7.4:1 on primary
  accent: '#e8604c', // coral for decoration only (3.1:1 is too low for text)
  accentStrong: '#bd4430', // darkened coral for buy buttons: white text at 5.2:1
  accentStrongHover: '#9f3726',
  onAccent: '#ffffff',
  inverseBg: '#13294b', // navy band (premium package, footer)
  inverseText: '#ffffff',
  inverseMuted: '#c9d3e3',
  border: '#d8d3c6',
  focus: '#0f5e6e',
  danger: '#b42318',
  dangerBg: '#fdecea',
  info: '#0f5e6e',
  infoBg: '#e6f2f3',
  success: '#1e6b43',
  successBg: '#e7f4ec', // success text on it: 5.7:1 (danger on dangerBg: 5.8:1)
  skeleton: '#e6e1d6',
  skeletonShine: '#f1ede4',
  overlayControl: 'rgba(255, 255, 255, 0.92)',
}

export const vars = createGlobalTheme(':root', {
  color: light,
  space: {
    '0.5': '0.125rem',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.25rem',
    '6': '1.5rem',
    '8': '2rem',
    '10': '2.5rem',
    '12': '3rem',
    '16': '4rem',
  },
  radius: { sm: '0.375rem', md: '0.75rem', lg: '1.25rem', pill: '999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
  },
  lineHeight: { tight: '1.2', normal: '1.6' },
  shadow: {
    sm: '0 1px 2px rgba(19, 41, 75, 0.08)',
    md: '0 4px 14px rgba(19, 41, 75, 0.12)',
    lg: '0 12px 32px rgba(19, 41, 75, 0.18)',
  },
  z: { header: '20', floating: '30', overlay: '40', toast: '50', skip: '60' },
  // Height of the sticky header (one row on phones, two from 1024 px), so hash targets are not hidden under it.
  headerHeight: '4rem',
  touch: '2.75rem',
  contentWidth: '75rem',
})

globalStyle(':root', {
  colorScheme: 'light dark',
  '@media': {
    // From here the header has a second row for the menu.
    [mq.lg]: { vars: { [vars.headerHeight]: '7rem' } },
    [prefersDark]: {
      vars: assignVars(vars.color, {
        bg: '#0b1624',
        surface: '#12233a',
        surfaceAlt: '#102033',
        text: '#eef2f6', // 16:1 on bg
        textMuted: '#a9b6c6', // 7.7:1 on surface
        primary: '#5cc3d3', // 7.7:1 on surface
        primaryHover: '#86d4e0',
        onPrimary: '#06222a', // 8:1 on primary
        accent: '#f0917f',
        accentStrong: '#f0917f',
        accentStrongHover: '#f4ab9d',
        onAccent: '#13294b', // 6.3:1 on accentStrong
        inverseBg: '#050d18',
        inverseText: '#eef2f6',
        inverseMuted: '#a9b6c6',
        border: '#2a3e5a',
        focus: '#86d4e0',
        danger: '#f4a59a',
        dangerBg: '#2a1518',
        info: '#86d4e0',
        infoBg: '#0f2a33',
        success: '#8fd9ae',
        successBg: '#0f2a1d', // success text on it: 9.3:1 (danger on dangerBg: 8.8:1)
        skeleton: '#1a2c44',
        skeletonShine: '#223855',
        overlayControl: 'rgba(18, 35, 58, 0.92)',
      }),
    },
  },
})
