// The journals area's one door: the rest of the server reaches the area only through what this file exports.
export { journalsModule } from './module.ts'
export { createJournalsRepository } from './repository.ts'
export type { JournalInput } from './save-journals.ts'
export { buildIndexHere } from './search/journal-index.ts'
export type { CatalogueRecord } from './search/journal-index.ts'
