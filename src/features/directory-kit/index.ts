// The kit the public directories are declared with (the journal finder, vacancies, events, experts): a declaration
// gives the address's schema, the cache keys, the queries, the loader's warm-up, the filter panel, the results and the
// screen. A directory with a layout of its own uses the parts that fit. See types.ts; the address's schema is
// `directorySearch` (lib/search-params.ts), light enough for the first screen's script.
export { directory, sortChoices } from './directory.ts'
export { DirectoryFields, DirectoryFilters, DirectorySort } from './DirectoryFilters.tsx'
export { DirectoryResults } from './DirectoryResults.tsx'
export { DirectoryScreen } from './DirectoryScreen.tsx'
export type { Directory, DirectoryDeclaration, DirectoryField, DirectoryPlan, FilterControls } from './types.ts'
