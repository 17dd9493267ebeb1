/**
 * Every key starts with 'events', as Events Management's changes refresh them. The listings are the same for everyone,
 * so none is a user key. The list's and its filters' keys are the directory's (directory.tsx).
 */
export const eventKeys = {
  item: (slug: string) => ['events', 'item', slug] as const,
}
