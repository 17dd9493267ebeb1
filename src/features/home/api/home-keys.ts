// Under 'content', so the home is kept for offline visits like the managed content it shows (lib/query-client.ts).
export const homeKeys = {
  subjectChips: ['content', 'subject-chips'] as const,
}
