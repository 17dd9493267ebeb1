import * as v from 'valibot'
import { Subscription } from './plans.ts'

// Apart from contract/account.ts because the browser checks its stored sign-in against `Profile` on every page:
// importing the account module would put all of its form schemas in the first screen's script.

export const roles = ['user', 'expert', 'admin'] as const
export type Role = (typeof roles)[number]

export const IdTitle = v.object({ id: v.number(), title: v.string() })

export const Profile = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  role: v.picklist(roles),
  /** The stored photo's name for `/api/serve-private-file/{image}`, or null. */
  image: v.nullable(v.string()),
  profession: v.nullable(IdTitle),
  qualification: v.nullable(IdTitle),
  subjects: v.array(v.number()),
  bio: v.string(),
  /** The active paid subscription, or null: what the app reads to tell a paying member (`subscription.planId`). */
  subscription: v.nullable(Subscription),
  /** True while the user has an active paid plan. */
  isAccessible: v.boolean(),
})
export type Profile = v.InferOutput<typeof Profile>
