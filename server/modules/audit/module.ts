import type { AreaModule } from '../../core/context.ts'
import { createAuditRepository } from './repository.ts'
import { auditRoutes } from './routes.ts'

/** The one audit log's reading side; every area writes to it through `recordAudit`. */
export const auditModule: AreaModule = async (_app, { db, admin, limiter }) => {
  admin.push(auditRoutes(createAuditRepository(db), limiter))
}
