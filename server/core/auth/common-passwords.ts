let common: Promise<Set<string>> | undefined

/**
 * Whether a password is on the list of the most used ones (about 50,000, from breached password sets), which
 * guessing tries first whatever their length. Loaded on first use: only choosing a password needs it.
 */
export async function isCommonPassword(password: string) {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common']))
  return (await common).has(password.normalize('NFKC').toLowerCase())
}
