import type { AreaModule } from '../../context.ts'
import { adminJournalsRoutes } from './admin-routes.ts'
import { createJournalCatalogue } from './catalogue.ts'
import { createJournalsRepository } from './repository.ts'
import { journalsRoutes } from './routes.ts'

export const journalsModule: AreaModule = async (app, { db, config, auth, access, admin, log }) => {
  const repo = createJournalsRepository(db)
  const catalogue = createJournalCatalogue({ repo, refreshMs: config.journalRefreshMs, log })
  // The first search index is built as soon as the server listens (not during its start, which it would
  // slow, nor when the first visitor asks).
  app.addHook('onListen', async () => {
    catalogue.index().catch((err) => log.error({ err }, 'could not build the journal search index'))
  })
  app.addHook('onClose', () => catalogue.close())
  await app.register(journalsRoutes, { catalogue, repo, access, auth, db })
  admin.push(adminJournalsRoutes(repo))
}
