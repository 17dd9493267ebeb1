import { CarouselNameParams, ChipsBody, ContactBody, MenuBody, ServicesBody, SlidesBody } from '../../../../contract/admin-site-content.ts'
import type { AdminSection } from '../../../core/admin/scope.ts'
import { staffActor } from '../../../core/audit.ts'
import type { SiteService } from './service.ts'
import { sectionPermission } from '../../../../contract/admin-sections.ts'

const config = { permission: sectionPermission('content') }

/** Content Management's Menu, Home and Contact panels: each list or record is read, and saved whole. */
export const siteContentRoutes =
  (service: SiteService): AdminSection =>
  async (app) => {
    app.get('/content/menu', { config }, async () => ({ data: await service.menu() }))
    app.put('/content/menu', { config, schema: { body: MenuBody } }, async (request) => ({
      data: await service.saveMenu(staffActor(request), request.body.items),
      message: 'Menu saved.',
    }))

    app.get('/content/home/slides', { config }, async () => ({ data: await service.slides() }))
    app.put('/content/home/slides/:carousel', { config, schema: { params: CarouselNameParams, body: SlidesBody } }, async (request) => ({
      data: await service.saveSlides(staffActor(request), request.params.carousel, request.body.slides),
      message: 'Slides saved.',
    }))

    app.get('/content/home/services', { config }, async () => ({ data: await service.services() }))
    app.put('/content/home/services', { config, schema: { body: ServicesBody } }, async (request) => ({
      data: await service.saveServices(staffActor(request), request.body),
      message: 'Service cards saved.',
    }))

    app.get('/content/home/chips', { config }, async () => ({ data: await service.chips() }))
    app.put('/content/home/chips', { config, schema: { body: ChipsBody } }, async (request) => ({
      data: await service.saveChips(staffActor(request), request.body),
      message: 'Subject chips saved.',
    }))

    app.get('/content/contact', { config }, async () => ({ data: await service.contact() }))
    app.put('/content/contact', { config, schema: { body: ContactBody } }, async (request) => ({
      data: await service.saveContact(staffActor(request), request.body),
      message: 'Contact details saved.',
    }))
  }
