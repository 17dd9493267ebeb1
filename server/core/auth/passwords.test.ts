import { randomBytes, scryptSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../tests/setup/api-app.ts'
import { createUser } from '../../seed/factories/accounts.ts'
import { loadConfig, OWASP_COST } from '../../config.ts'
import { hashPassword, needsRehash, scryptParams, verifyPassword } from './passwords.ts'

/** A hash in the stored format made with weaker, older parameters. */
function legacyHash(password: string) {
  const salt = randomBytes(16)
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N: 2 ** 14, r: 8, p: 1 })
  return `scrypt$N=16384,r=8,p=1$${salt.toString('base64')}$${key.toString('base64')}`
}

// What a server hashes at unless told otherwise; the tests' app is told a lower cost (tests/setup/api-app.ts).
const owasp = scryptParams(OWASP_COST)

describe('passwords', () => {
  it("stores OWASP's scrypt parameters, a 16-byte salt and a 64-byte key in a self-describing string", async () => {
    expect(loadConfig({}).passwordHashing.cost).toBe(17)
    const hash = await hashPassword('correct horse', owasp)
    const [, params, salt, key] = hash.split('$')
    expect(hash.startsWith('scrypt$')).toBe(true)
    expect(params).toBe('N=131072,r=8,p=1')
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16)
    expect(Buffer.from(key!, 'base64')).toHaveLength(64)
    expect(await hashPassword('correct horse', owasp)).not.toBe(hash)
  })

  it('accepts the password and nothing else', async () => {
    const hash = await hashPassword('Pässwörd 1')
    expect(await verifyPassword('Pässwörd 1', hash)).toBe(true)
    expect(await verifyPassword('Pässwörd 1'.normalize('NFD'), hash)).toBe(true)
    expect(await verifyPassword('pässwörd 1', hash)).toBe(false)
    expect(await verifyPassword('', hash)).toBe(false)
    expect(await verifyPassword('Pässwörd 1', 'not a hash')).toBe(false)
  })

  it('does the same scrypt work for an account that does not exist as for a wrong password', async () => {
    // N = 3 is no power of two: scrypt refuses it at once. Both checks meet that refusal, so both derive a key with
    // the parameters given, the missing account against a dummy hash, as a wrong password does against the real one.
    const odd = { N: 3, r: 8, p: 1 }
    const stored = `scrypt$N=3,r=8,p=1$${randomBytes(16).toString('base64')}$${randomBytes(64).toString('base64')}`
    const refusal = await verifyPassword('wrong', stored, odd).catch((error: Error) => error.message)
    expect(refusal).toContain('scrypt')
    await expect(verifyPassword('wrong', null, odd)).rejects.toThrow(refusal as string)
    const cheap = scryptParams(10)
    expect(await verifyPassword('not a password anyone has', null, cheap)).toBe(false)
    expect(await verifyPassword('wrong', await hashPassword('the real one', cheap), cheap)).toBe(false)
  })

  it('reads hashes made with other parameters and marks them for upgrade', async () => {
    const old = legacyHash('older password')
    expect(await verifyPassword('older password', old)).toBe(true)
    expect(needsRehash(old, owasp)).toBe(true)
    expect(needsRehash(await hashPassword('x', owasp), owasp)).toBe(false)
  })
})

describe('signing in with an older hash', () => {
  it('upgrades the stored hash to the current parameters', async () => {
    // Above the legacy hash's 14, so the upgrade is to a stronger hash, and still quick.
    const t = await createTestApp({ env: { PASSWORD_HASH_COST: '15' } })
    try {
      const user = await createUser(t.db)
      await t.db.updateTable('users').set({ password_hash: legacyHash(user.password) }).where('id', '=', user.id).execute()
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: user.password } })
      expect(res.statusCode).toBe(200)
      const { password_hash } = await t.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow()
      expect(password_hash).toMatch(/^scrypt\$N=32768,r=8,p=1\$/)
      expect(await verifyPassword(user.password, password_hash)).toBe(true)
    } finally {
      await t.close()
    }
  })
})
