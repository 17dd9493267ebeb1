import type { AreaModule } from '../../core/context.ts'
import type { Limit } from '../../core/limits/limiter.ts'
import { createAdminEnquiriesRepository } from './admin-repository.ts'
import { adminEnquiriesRoutes } from './admin-routes.ts'
import { createAdminEnquiriesService } from './admin-service.ts'
import { createEnquiriesRepository } from './repository.ts'
import { enquiriesRoutes } from './routes.ts'
import { createEnquiriesService } from './service.ts'

const HOUR_MS = 60 * 60 * 1000

export const enquiriesModule: AreaModule = async (app, { db, config, mailer, limiter, admin, log, sitemap, realtime }) => {
  const perHour = (name: string, message: string): Limit => ({ name, max: config.enquiryLimitPerAddress, windowMs: HOUR_MS, message })
  const service = createEnquiriesService({
    repo: createEnquiriesRepository(db),
    mailer,
    limiter,
    mailsToClient: perHour('enquiry-email', 'We have already received several enquiries from this email address. Please wait an hour, or write to us by email.'),
    staffEmail: config.staffEmail,
    publicUrl: config.publicUrl,
    log,
    dashboardChanged: realtime.dashboardChanged,
  })
  await app.register(enquiriesRoutes, {
    service,
    limiter,
    enquiriesFromAddress: perHour('enquiry-address', 'Too many enquiries from your network. Please wait an hour and try again, or write to us by email.'),
    messagesFromAddress: perHour('contact-address', 'Too many messages from your network. Please wait an hour and try again, or write to us by email.'),
  })
  admin.push(adminEnquiriesRoutes(createAdminEnquiriesService({ repo: createAdminEnquiriesRepository(db), mailer, publicUrl: config.publicUrl, log })))
  sitemap.push(async function* () {
    yield { path: '/writting' }
    yield { path: '/contact' }
  })
}
