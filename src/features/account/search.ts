import * as v from 'valibot'

/** Only a path inside this app: `//host` or a scheme would make the login page an open redirect. */
const InternalPath = v.pipe(v.string(), v.maxLength(2000), v.regex(/^\/(?![/\\])/))

/** `/login?redirect=/settings`: where to go after signing in, when a guard sent the user here. */
export const LoginSearch = v.object({ redirect: v.optional(v.fallback(v.optional(InternalPath), undefined)) })

/** The emailed links' `?token=`; a missing or odd one reaches the server, which says the link is not valid. */
export const TokenSearch = v.object({ token: v.optional(v.fallback(v.pipe(v.string(), v.maxLength(200)), ''), '') })
