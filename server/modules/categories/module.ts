import type { AreaModule } from '../../core/context.ts'
import { createCategoriesRepository } from './repository.ts'
import { categoriesRoutes } from './routes.ts'
import { createCategoriesService } from './service.ts'

/** Category Management: staff keep the lists members choose from; the public lists read the same tables. */
export const categoriesModule: AreaModule = async (_app, { db, limiter, admin }) => {
  admin.push(categoriesRoutes({ service: createCategoriesService(createCategoriesRepository(db)), limiter }))
}
