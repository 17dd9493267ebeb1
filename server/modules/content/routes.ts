import type { FastifyPluginAsync } from 'fastify'
import * as v from 'valibot'
import { SlugParams } from '../../../contract/content.ts'
import { notFound } from '../../http/errors.ts'
import type { ValibotTypeProvider } from '../../http/valibot.ts'
import type { ContentRepository } from './repository.ts'

const carousels = ['small-device', 'large-device'] as const
const NameParams = v.object({ name: SlugParams.entries.slug })

export const contentRoutes: FastifyPluginAsync<{ repo: ContentRepository }> = async (base, { repo }) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()

  app.get('/menu', async () => ({ data: await repo.menu() }))

  app.get('/pages/:slug', { schema: { params: SlugParams } }, async (request) => {
    const page = await repo.page(request.params.slug)
    if (!page) throw notFound('Page not found')
    return { data: { ...page, updatedAt: page.updatedAt.toISOString() } }
  })

  app.get('/sections/:slug', { schema: { params: SlugParams } }, async (request) => {
    const section = await repo.section(request.params.slug)
    if (!section) throw notFound('Section not found')
    return { data: section }
  })

  app.get('/carousels/:name', { schema: { params: NameParams } }, async (request) => {
    const name = carousels.find((c) => c === request.params.name)
    if (!name) throw notFound('Carousel not found')
    return { data: { name, files: await repo.carousel(name) } }
  })

  app.get('/section-services', async () => {
    const services = await repo.services()
    const byTier = (tier: 'free' | 'premium') => services.filter((s) => s.tier === tier).map(({ tier: _tier, ...s }) => s)
    return { data: { free: byTier('free'), premium: byTier('premium') } }
  })

  app.get('/contact-info', async () => {
    const info = await repo.contactInfo()
    return { data: info ?? { address: null, email: null, phone: null, whatsapp: null, socialLinks: [] } }
  })

  app.get('/subjects/chips', async () => ({ data: await repo.subjectChips() }))
}
