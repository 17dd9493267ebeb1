// What the areas' management screens share: the forms' lookups.
export { adminLookupsQuery, adminStatesQuery } from './api/admin-lookups-queries.ts'
