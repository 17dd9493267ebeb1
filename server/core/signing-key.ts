import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

/**
 * Signs and checks short texts with a key kept in the database under `name`: made by whichever node needs it first,
 * the same for every node after. The key is read once per process.
 */
export function createSigner(db: Kysely<Database>, name: string) {
  let key: Promise<Buffer> | undefined
  const load = async () => {
    await db.insertInto('signing_keys').values({ name, key: randomBytes(32) }).onConflict((oc) => oc.column('name').doNothing()).execute()
    const row = await db.selectFrom('signing_keys').select('key').where('name', '=', name).executeTakeFirstOrThrow()
    return row.key
  }
  const mac = async (text: string) => createHmac('sha256', await (key ??= load().catch((err: unknown) => {
    key = undefined
    throw err
  }))).update(text).digest()

  return {
    /** `text` and its signature, as one URL-safe token. */
    async sign(text: string) {
      return `${Buffer.from(text).toString('base64url')}.${(await mac(text)).toString('base64url')}`
    },
    /** The text a token signed, or null for a token this key did not sign. */
    async verify(token: string) {
      const [body, signature, ...rest] = token.split('.')
      if (!body || !signature || rest.length) return null
      const text = Buffer.from(body, 'base64url').toString()
      const given = Buffer.from(signature, 'base64url')
      const expected = await mac(text)
      return given.length === expected.length && timingSafeEqual(given, expected) ? text : null
    },
  }
}

export type Signer = ReturnType<typeof createSigner>
