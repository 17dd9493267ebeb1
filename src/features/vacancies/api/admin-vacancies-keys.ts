import { userKey } from '../../../lib/user-key.ts'

/**
 * Vacancies Management's keys. Only an admin may read them, so they live under the signed-in person's key and go
 * at sign-out; none is kept on the device for offline reading.
 */
export const adminVacancyKeys = {
  all: userKey('admin', 'vacancies'),
  lists: userKey('admin', 'vacancies', 'list'),
  list: (search: string) => userKey('admin', 'vacancies', 'list', search),
  item: (id: number) => userKey('admin', 'vacancies', 'item', id),
}

/** The public list's keys start with 'vacancies', as every area's keys start with its name. */
export const publicVacanciesRoot = ['vacancies'] as const
