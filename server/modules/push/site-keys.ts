import { createECDH } from 'node:crypto'
import type { Kysely } from 'kysely'
import webpush from 'web-push'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/schema.ts'
import type { Vapid } from './sender.ts'

const KEY_NAME = 'vapid-private-key'

/**
 * The VAPID key pair push is sent with: the operator's when the environment gives one, else the site's own. That one
 * is made by whichever node starts first and kept in the database, so every node sends with it, a restart keeps
 * the members' subscriptions working, and a backup carries it. Undefined when push is turned off.
 */
export async function siteVapid(db: Kysely<Database>, push: Config['push']): Promise<Vapid | undefined> {
  if (!push.enabled) return undefined
  if (push.keys) return { ...push.keys, subject: push.subject }
  const made = webpush.generateVAPIDKeys()
  await db
    .insertInto('signing_keys')
    .values({ name: KEY_NAME, key: Buffer.from(made.privateKey, 'base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const { key } = await db.selectFrom('signing_keys').select('key').where('name', '=', KEY_NAME).executeTakeFirstOrThrow()
  const ecdh = createECDH('prime256v1')
  ecdh.setPrivateKey(key)
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: key.toString('base64url'), subject: push.subject }
}

/** Where the keys come from, for the start banner and log. */
export const pushKeysSource = (config: Pick<Config, 'push'>) => (config.push.keys ? 'VAPID keys from the environment' : "the site's own VAPID keys, kept in its database")
