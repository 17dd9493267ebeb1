import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { OWASP_COST } from '../../config.ts'

/** scrypt's parameters for a cost, the base-2 logarithm of N; r and p are OWASP's. */
export const scryptParams = (cost: number) => ({ N: 2 ** cost, r: 8, p: 1 })
type Params = ReturnType<typeof scryptParams>

let current = scryptParams(OWASP_COST)
let dummy: { params: Params; hash: Promise<string> } | undefined

/**
 * The cost of every hash this process makes from now on, from the configuration (PASSWORD_HASH_COST) when the app
 * is built. Only tests set it below OWASP's, which production refuses: hashes made at a lower cost are still read.
 */
export function setPasswordCost(cost: number) {
  current = scryptParams(cost)
}

/** The parameters this process hashes at now. */
export const currentParams = () => current
const KEY_LENGTH = 64
const SALT_LENGTH = 16
const maxmem = (params: Params) => 256 * params.N * params.r

/** The async scrypt runs on libuv's thread pool, so the event loop keeps serving while a hash is made. */
function derive(password: string, salt: Buffer, params: Params, keyLength: number) {
  const options: ScryptOptions = { ...params, maxmem: maxmem(params) }
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key))),
  )
}

/** `scrypt$N=131072,r=8,p=1$<salt>$<key>` (base64): the string says how it was made, so parameters can change later. */
export async function hashPassword(password: string, params = current) {
  const salt = randomBytes(SALT_LENGTH)
  const key = await derive(password, salt, params, KEY_LENGTH)
  return `scrypt$N=${params.N},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`
}

function parse(stored: string) {
  const match = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored)
  if (!match) return null
  const [, N, r, p, salt, key] = match
  return { params: { N: Number(N), r: Number(r), p: Number(p) }, salt: Buffer.from(salt!, 'base64'), key: Buffer.from(key!, 'base64') }
}

/**
 * Checks a password against a stored hash in constant time. Without a stored hash (no such account) it
 * still does the same work against a dummy hash, so a wrong email costs as long as a wrong password.
 */
export async function verifyPassword(password: string, stored: string | null, params = current) {
  if (dummy?.params !== params) {
    const hash = hashPassword('not a password anyone has', params)
    // Made ahead of need; a failure reaches the check that awaits it, and must not go unhandled before then.
    hash.catch(() => undefined)
    dummy = { params, hash }
  }
  const parsed = parse(stored ?? (await dummy.hash))
  if (!parsed) return false
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length)
  return timingSafeEqual(key, parsed.key) && stored !== null
}

/** True when a hash was made with other parameters than today's, so it can be upgraded at the next sign-in. */
export function needsRehash(stored: string, params = current) {
  const parsed = parse(stored)
  return !parsed || parsed.params.N !== params.N || parsed.params.r !== params.r || parsed.params.p !== params.p
}
