// What other areas may use of the community: the work it does in the background for a signed-in person (sending
// what waits in the outbox), loaded after the header has shown. The screens come with their routes.
export const loadCommunitySync = () => import('./components/CommunitySync.tsx')
