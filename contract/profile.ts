import * as v from 'valibot'
import { Subscription } from './plans.ts'

// Apart from contract/account.ts because the browser checks its stored sign-in against `Profile` on every page:
// importing the account module would put all of its form schemas in the first screen's script.

/** A role's slug: a built-in one (contract/permissions.ts) or one staff added. */
export type Role = string

export const IdTitle = v.object({ id: v.number(), title: v.string() })

export const Profile = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  role: v.string(),
  /** The role's name as staff named it ('Moderator'). */
  roleName: v.string(),
  /**
   * What the role may do in the admin area (contract/permissions.ts names them); empty for members and experts. Read
   * as text: the client only asks `can`, and the list of every permission stays out of the first screen's script.
   */
  permissions: v.array(v.string()),
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
  /**
   * Two-step sign-in: whether it is on, and from when the account must have it (staff; null when it need not). A
   * sign-in stored before this field existed reads as off and not required; the next profile fetch brings it.
   */
  twoStep: v.optional(v.object({ enabled: v.boolean(), requiredFrom: v.nullable(v.string()) }), { enabled: false, requiredFrom: null }),
})
export type Profile = v.InferOutput<typeof Profile>
