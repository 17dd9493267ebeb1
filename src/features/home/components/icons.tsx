// Decorative icons: the button that holds one carries the accessible name.
const svgProps = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.25,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

export const ChevronIcon = ({ direction }: { direction: 'left' | 'right' }) => (
  <svg {...svgProps}>
    <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
  </svg>
)

export const PauseIcon = () => (
  <svg {...svgProps}>
    <path d="M9 6v12M15 6v12" />
  </svg>
)

export const PlayIcon = () => (
  <svg {...svgProps}>
    <path d="M8 5.5v13l10-6.5z" />
  </svg>
)
