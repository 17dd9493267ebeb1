import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

// OWASP's scrypt parameters. scrypt needs 128·N·r bytes (128 MiB here); maxmem leaves room above that.
const PARAMS = { N: 2 ** 17, r: 8, p: 1 }
const KEY_LENGTH = 64
const SALT_LENGTH = 16
const maxmem = (params: typeof PARAMS) => 256 * params.N * params.r

/** The async scrypt runs on libuv's thread pool, so the event loop keeps serving while a hash is made. */
function derive(password: string, salt: Buffer, params: typeof PARAMS, keyLength: number) {
  const options: ScryptOptions = { ...params, maxmem: maxmem(params) }
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key))),
  )
}

/** `scrypt$N=131072,r=8,p=1$<salt>$<key>` (base64): the string says how it was made, so parameters can change later. */
export async function hashPassword(password: string) {
  const salt = randomBytes(SALT_LENGTH)
  const key = await derive(password, salt, PARAMS, KEY_LENGTH)
  return `scrypt$N=${PARAMS.N},r=${PARAMS.r},p=${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`
}

function parse(stored: string) {
  const match = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored)
  if (!match) return null
  const [, N, r, p, salt, key] = match
  return { params: { N: Number(N), r: Number(r), p: Number(p) }, salt: Buffer.from(salt!, 'base64'), key: Buffer.from(key!, 'base64') }
}

let dummy: Promise<string> | undefined

/**
 * Checks a password against a stored hash in constant time. Without a stored hash (no such account) it
 * still does the same work against a dummy hash, so a wrong email costs as long as a wrong password.
 */
export async function verifyPassword(password: string, stored: string | null) {
  dummy ??= hashPassword('not a password anyone has')
  const parsed = parse(stored ?? (await dummy))
  if (!parsed) return false
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length)
  return timingSafeEqual(key, parsed.key) && stored !== null
}

/** True when a hash was made with other parameters than today's, so it can be upgraded at the next sign-in. */
export function needsRehash(stored: string) {
  const parsed = parse(stored)
  return !parsed || parsed.params.N !== PARAMS.N || parsed.params.r !== PARAMS.r || parsed.params.p !== PARAMS.p
}
