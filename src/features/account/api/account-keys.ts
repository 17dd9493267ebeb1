import { userKey } from '../../../lib/user-key.ts'

// Apart from the queries so that auth-sync.ts, which every page loads, does not pull in the account schemas.

export type LookupKind = 'qualifications' | 'professions' | 'subjects'

/** The user's own data is under `userKey`, dropped when the token changes. */
export const accountKeys = {
  profile: userKey('profile'),
  activities: userKey('activities'),
  settings: userKey('settings'),
  sessions: userKey('sessions'),
  twoStep: userKey('two-step'),
  privateFile: (filename: string | null | undefined) => userKey('private-file', filename),
  /** A user key: a signed-in person's lists also hold the retired values their profile has. */
  lookup: (kind: LookupKind) => userKey('lookup', kind),
}
