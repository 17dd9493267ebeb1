import { userKey } from '../../../lib/user-key.ts'

/** The member's own saved searches: a user key, dropped when the member changes. */
export const savedSearchKeys = {
  all: userKey('saved-searches'),
}
