// The lists Category Management keeps, apart from their schemas: the admin route checks its address against them
// before any screen's code loads (docs/decisions/0028).
export const categoryLists = ['subjects', 'qualifications', 'professions', 'event-types', 'event-modes', 'publishers', 'indexes'] as const
export type CategoryList = (typeof categoryLists)[number]
