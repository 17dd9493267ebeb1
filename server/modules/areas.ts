import type { AreaModule } from '../context.ts'
import { adminModule } from './admin/module.ts'
import { accountModule } from './account/module.ts'
import { chatModule } from './chat/module.ts'
import { communityModule } from './community/module.ts'
import { contentModule } from './content/module.ts'
import { enquiriesModule } from './enquiries/module.ts'
import { eventsModule } from './events/module.ts'
import { expertsModule } from './experts/module.ts'
import { filesModule } from './files/module.ts'
import { healthModule } from './health/module.ts'
import { journalsModule } from './journals/module.ts'
import { notificationsModule } from './notifications/module.ts'
import { plansModule } from './plans/module.ts'
import { templatesModule } from './templates/module.ts'
import { vacanciesModule } from './vacancies/module.ts'

/** Every area's API, registered under /api in this order; a new area adds one line. */
export const areas: AreaModule[] = [healthModule, contentModule, filesModule, accountModule, plansModule, notificationsModule, journalsModule, vacanciesModule, eventsModule, expertsModule, chatModule, communityModule, templatesModule, enquiriesModule, adminModule]
