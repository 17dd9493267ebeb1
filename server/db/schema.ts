import type { AccountTables } from './schema/account.ts'
import type { AnalyticsTables } from './schema/analytics.ts'
import type { BackupTables } from './schema/backups.ts'
import type { AdminTables } from './schema/admin.ts'
import type { ChatTables } from './schema/chat.ts'
import type { CommunityTables } from './schema/community.ts'
import type { ContentTables } from './schema/content.ts'
import type { DashboardTables } from './schema/dashboard.ts'
import type { EnquiriesTables } from './schema/enquiries.ts'
import type { EventsTables } from './schema/events.ts'
import type { ExpertsTables } from './schema/experts.ts'
import type { FilesTables } from './schema/files.ts'
import type { JobsTables } from './schema/jobs.ts'
import type { JournalsTables } from './schema/journals.ts'
import type { LimitsTables } from './schema/limits.ts'
import type { NotificationsTables } from './schema/notifications.ts'
import type { PlansTables } from './schema/plans.ts'
import type { PushTables } from './schema/push.ts'
import type { ReferenceTables } from './schema/reference.ts'
import type { SavedItemsTables } from './schema/saved-items.ts'
import type { SavedSearchesTables } from './schema/saved-searches.ts'
import type { TemplatesTables } from './schema/templates.ts'
import type { TwoStepTables } from './schema/two-step.ts'
import type { VacanciesTables } from './schema/vacancies.ts'

export type { EmailTokenPurpose, Role } from './schema/account.ts'
export type { CarouselSlidesTable, NewSection, NewService } from './schema/content.ts'
export type { FileRow } from './schema/files.ts'
export type { SubscriptionStatus } from './schema/plans.ts'

/** Every table Kysely knows, one interface per area in `schema/`: a new area adds its file and one line here. */
export interface Database
  extends ReferenceTables,
    ContentTables,
    FilesTables,
    AccountTables,
    AdminTables,
    NotificationsTables,
    PlansTables,
    JournalsTables,
    VacanciesTables,
    EventsTables,
    ExpertsTables,
    ChatTables,
    CommunityTables,
    TemplatesTables,
    TwoStepTables,
    EnquiriesTables,
    DashboardTables,
    LimitsTables,
    JobsTables,
    AnalyticsTables,
    SavedItemsTables,
    SavedSearchesTables,
    PushTables,
    BackupTables {}
