// What other areas may use of push notifications, each fetched only when used: the Settings control, the chat's
// offer to allow notifications, and forgetting this device's subscription at sign-out (the header's Logout reaches
// this file, so it holds loaders alone).
export const loadPushSettings = () => import('./components/PushSettings.tsx').then((m) => ({ default: m.PushSettings }))
/** The offer is a nicety: where its code cannot be fetched (offline before it was cached) the chat shows no offer. */
export const loadAllowNotificationsOffer = () =>
  import('./components/AllowNotificationsOffer.tsx').then(
    (m) => ({ default: m.AllowNotificationsOffer }),
    () => ({ default: (_: { title: string; description: string }) => null }),
  )
/** Unsubscribes this browser at sign-out; the server drops its copy with the session. Never fails. */
export const forgetPushOnThisDevice = () => import('./browser-push.ts').then((m) => m.forgetThisDevice()).catch(() => undefined)
