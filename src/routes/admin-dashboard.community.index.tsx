import { createFileRoute } from '@tanstack/react-router'
import { ModerationQueuePage } from '../features/community/admin/ModerationQueuePage.tsx'

// No loader: every route's definition is in the first screen's script, and the queue asks for itself at once. The
// admin shell's route (admin-dashboard.tsx) lets only staff in.
export const Route = createFileRoute('/admin-dashboard/community/')({ component: ModerationQueuePage })
