// Apart from the queries so that auth-sync.ts, which every page loads, does not pull in the account schemas.

export type LookupKind = 'qualifications' | 'professions' | 'subjects'

/**
 * Everything under the 'me' root belongs to the signed-in user and is dropped when the token changes
 * (see auth-sync.ts); lookups are the same for everyone and kept.
 */
export const accountKeys = {
  me: ['me'] as const,
  profile: ['me', 'profile'] as const,
  activities: ['me', 'activities'] as const,
  settings: ['me', 'settings'] as const,
  lookup: (kind: LookupKind) => ['account', kind] as const,
}

