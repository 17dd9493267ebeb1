import { userKey } from '../../../lib/user-key.ts'

/** Only an admin may read them, so they live under the signed-in person's key and go at sign-out. */
export const adminLookupKeys = {
  all: userKey('admin', 'lookups'),
  states: (countryId: number) => userKey('admin', 'lookups', 'states', countryId),
}
