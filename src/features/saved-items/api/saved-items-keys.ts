import { userKey } from '../../../lib/user-key.ts'

/** The member's own saved items: a user key, dropped when the member changes and kept on the device for offline reading. */
export const savedItemKeys = {
  all: userKey('saved-items'),
}
