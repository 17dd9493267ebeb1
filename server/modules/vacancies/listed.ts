import { sql } from 'kysely'

/**
 * Listed to the public: open, and not past its closing moment. The one rule for the list, its page, the sitemap and
 * the saved searches' alerts; `vacancy` is the vacancies row's name in the statement.
 */
export const listedVacancy = (vacancy = 'vacancies') => sql<boolean>`${sql.raw(vacancy)}.status = 'open' AND ${sql.raw(vacancy)}.closes_at > now()`
