import type { FastifyPluginAsync } from 'fastify'
import { ContactBody, WritingEnquiryBody } from '../../../contract/enquiries.ts'
import type { ValibotTypeProvider } from '../../http/valibot.ts'
import type { Limit, Limiter } from '../../core/limits/limiter.ts'
import type { EnquiriesService } from './service.ts'

export interface EnquiriesRoutesOptions {
  service: EnquiriesService
  limiter: Limiter
  enquiriesFromAddress: Limit
  messagesFromAddress: Limit
}

/** The public forms: counted per address before the body is read, so a flood costs the server nothing more. */
export const enquiriesRoutes: FastifyPluginAsync<EnquiriesRoutesOptions> = async (base, { service, limiter, enquiriesFromAddress, messagesFromAddress }) => {
  const app = base.withTypeProvider<ValibotTypeProvider>()

  app.get('/services', async () => ({ data: await service.services() }))

  app.post('/writing-service', { schema: { body: WritingEnquiryBody }, onRequest: limiter.perAddress(enquiriesFromAddress) }, async (request, reply) =>
    reply.status(201).send({ data: await service.enquire(request.body) }),
  )

  app.post('/contact', { schema: { body: ContactBody }, onRequest: limiter.perAddress(messagesFromAddress) }, async (request, reply) =>
    reply.status(201).send({ data: await service.contact(request.body) }),
  )
}
