import { queryOptions } from '@tanstack/react-query'
import {
  CarouselResponse,
  ContactInfoResponse,
  MenuResponse,
  PageResponse,
  SectionResponse,
  SectionServicesResponse,
  type SectionSlug,
} from '../../../../contract/content.ts'
import { getJson } from '../../../lib/api.ts'
import { contentKeys, type CarouselName } from './content-keys.ts'

export const menuQuery = () =>
  queryOptions({ queryKey: contentKeys.menu, queryFn: ({ signal }) => getJson(MenuResponse, 'menu', { signal }).then((r) => r.data) })

export const pageQuery = (slug: string) =>
  queryOptions({
    queryKey: contentKeys.page(slug),
    queryFn: ({ signal }) => getJson(PageResponse, `pages/${encodeURIComponent(slug)}`, { signal }).then((r) => r.data),
  })

export const sectionQuery = (slug: SectionSlug) =>
  queryOptions({
    queryKey: contentKeys.section(slug),
    queryFn: ({ signal }) => getJson(SectionResponse, `sections/${slug}`, { signal }).then((r) => r.data),
  })

export const carouselQuery = (name: CarouselName) =>
  queryOptions({
    queryKey: contentKeys.carousel(name),
    queryFn: ({ signal }) => getJson(CarouselResponse, `carousels/${name}`, { signal }).then((r) => r.data.files),
  })

export const servicesQuery = () =>
  queryOptions({
    queryKey: contentKeys.services,
    queryFn: ({ signal }) => getJson(SectionServicesResponse, 'section-services', { signal }).then((r) => r.data),
  })

export const contactInfoQuery = () =>
  queryOptions({
    queryKey: contentKeys.contactInfo,
    queryFn: ({ signal }) => getJson(ContactInfoResponse, 'contact-info', { signal }).then((r) => r.data),
  })
