/**
 * The picture of a person without a photo, or whose photo could not be shown: the header's avatar and the
 * profile's photo alike. With `label` it is an image with that name; without, it is decoration beside a name.
 */
export function PersonIcon({ label, className }: { label?: string; className?: string }) {
  const name = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true }
  return (
    <svg className={className} {...name} viewBox="0 0 64 64" width="128" height="128" focusable="false">
      <circle cx="32" cy="32" r="32" fill="currentColor" opacity="0.12" />
      <circle cx="32" cy="25" r="11" fill="currentColor" opacity="0.55" />
      <path d="M12 54c3-11 11-17 20-17s17 6 20 17" fill="currentColor" opacity="0.55" />
    </svg>
  )
}
