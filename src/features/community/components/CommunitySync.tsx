import { useCommunitySync } from '../hooks/use-community-sync.ts'

/** The community's work in the background of every screen, for a signed-in person; it shows nothing. */
export default function CommunitySync() {
  useCommunitySync()
  return null
}
