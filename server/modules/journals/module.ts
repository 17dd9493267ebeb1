import type { AreaModule } from '../../core/context.ts'
import { adminJournalsRoutes } from './admin-routes.ts'
import { createAdminJournalsRepository } from './admin-repository.ts'
import { createAdminJournalsService } from './admin-service.ts'
import { createJournalCatalogue } from './catalogue.ts'
import { createImportJobs } from './import/import-jobs.ts'
import { createJournalsRepository } from './repository.ts'
import { journalsRoutes } from './routes.ts'

export const journalsModule: AreaModule = async (app, { db, config, auth, access, admin, log, jobs, limiter, analytics, readiness }) => {
  const repo = createJournalsRepository(db)
  const catalogue = createJournalCatalogue({ repo, refreshMs: config.journalRefreshMs, log })
  // A change made here is in this node's index at once; the other nodes see the catalogue's version move.
  const refresh = () => void catalogue.refresh()
  const imports = createImportJobs({ db, log, onApplied: refresh })
  jobs.push(imports.job)
  // The first search index is built as soon as the server listens (not during its start, which it would
  // slow, nor when the first visitor asks); an import queued while no node was up starts then too. The server
  // says it is ready once the index is there.
  readiness.push({ name: 'journalIndex', ready: catalogue.built })
  app.addHook('onListen', async () => {
    catalogue.warm().catch((err) => log.error({ err }, 'could not build the journal search index'))
    void imports.kick()
  })
  app.addHook('onClose', async () => {
    await imports.stop()
    await catalogue.close()
  })
  const deps = { jobs: imports, limiter }
  await app.register(journalsRoutes, { catalogue, access, auth, analytics, db, ...deps })
  admin.push(adminJournalsRoutes(createAdminJournalsService(createAdminJournalsRepository(db), refresh), deps))
}
