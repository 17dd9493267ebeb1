import type { AreaModule } from '../../core/context.ts'
import { chatEvents, registerChatHandlers } from './socket-handlers.ts'
import { adminChatRoutes } from './admin-routes.ts'
import { createChatRepository } from './repository.ts'
import { chatRoutes } from './routes.ts'
import { createChatService } from './service.ts'
import { unreadMailJob } from './unread-mail-job.ts'

export const chatModule: AreaModule = async (app, { db, auth, access, admin, limiter, realtime, mailer, log, config, jobs, push }) => {
  const service = createChatService({
    db,
    repo: createChatRepository(db),
    access,
    limiter,
    events: chatEvents(realtime.io),
    messagesPer10s: config.chatMessageLimit,
    push,
    isOnline: realtime.isOnline,
    log,
  })
  await app.register(chatRoutes, { service, auth, access })
  admin.push(adminChatRoutes(service))
  registerChatHandlers(realtime.io, service, log)
  jobs.push(unreadMailJob(db, mailer, log, config.publicUrl))
}
