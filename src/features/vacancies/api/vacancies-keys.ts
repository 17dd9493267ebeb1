/**
 * Every key starts with 'vacancies', as Vacancies Management's changes refresh them. The listings are the same for
 * everyone, so none is a user key. The list's and its filters' keys are the directory's (directory.tsx).
 */
export const vacancyKeys = {
  item: (slug: string) => ['vacancies', 'item', slug] as const,
}
