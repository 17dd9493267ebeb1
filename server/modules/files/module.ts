import type { AreaModule } from '../../core/context.ts'
import { privateFilesRoutes } from './private-routes.ts'
import { createFilesRepository } from './repository.ts'
import { filesRoutes } from './routes.ts'

export const filesModule: AreaModule = async (app, { db, storage, privateStorage, auth }) => {
  const repo = createFilesRepository(db)
  await app.register(filesRoutes, { repo, storage })
  await app.register(privateFilesRoutes, { repo, storage: privateStorage, auth })
}
