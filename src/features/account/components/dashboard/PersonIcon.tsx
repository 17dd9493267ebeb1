/** The default picture for a user without a photo, or whose photo could not be shown. */
export function PersonIcon({ className }: { className?: string }) {
  return (
    <svg className={className} role="img" aria-label="No profile photo" viewBox="0 0 64 64" width="128" height="128">
      <circle cx="32" cy="32" r="32" fill="currentColor" opacity="0.12" />
      <circle cx="32" cy="25" r="11" fill="currentColor" opacity="0.55" />
      <path d="M12 54c3-11 11-17 20-17s17 6 20 17" fill="currentColor" opacity="0.55" />
    </svg>
  )
}
