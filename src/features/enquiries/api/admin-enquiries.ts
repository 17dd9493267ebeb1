import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type * as v from 'valibot'
import type {
  NoteBody,
  ReplyBody,
  ServiceBody,
  ServicePatch} from '../../../../contract/admin-enquiries.ts';
import {
  AdminEnquiry,
  AdminEnquiryResponse,
  AdminQuery,
  AdminQueryResponse,
  AdminWritingServiceResponse,
  AdminWritingServicesResponse,
  AnsweredBody,
  EnquiryStatusBody
} from '../../../../contract/admin-enquiries.ts'
import { getJson, sendJson } from '../../../lib/api.ts'
import { userKey } from '../../../lib/user-key.ts'
import { adminCollection } from '../../admin-kit/index.ts'
import { enquiryKeys } from './enquiries-keys.ts'

/** Enquiries Management's list (newest first, by status, searched), one enquiry, and its status change. */
export const adminEnquiries = adminCollection({ name: 'enquiries', path: 'admin/enquiries', item: AdminEnquiry, patch: EnquiryStatusBody })

/** Queries Management's list (newest first, open or answered, searched), one message, and marking it answered. */
export const adminQueries = adminCollection({ name: 'queries', path: 'admin/queries', item: AdminQuery, patch: AnsweredBody })

/** Adds staff's text to an item (a note on an enquiry, a reply to a message) and refreshes the lists it shows in. */
function useAddText<Body, S extends v.GenericSchema>(collection: typeof adminEnquiries | typeof adminQueries, response: S, path: (id: number) => string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Body }) => sendJson(response, 'post', path(id), body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: collection.keys.lists }),
  })
}

export const useAddNote = () => useAddText<v.InferOutput<typeof NoteBody>, typeof AdminEnquiryResponse>(adminEnquiries, AdminEnquiryResponse, (id) => `admin/enquiries/${id}/notes`)
export const useSendReply = () => useAddText<v.InferOutput<typeof ReplyBody>, typeof AdminQueryResponse>(adminQueries, AdminQueryResponse, (id) => `admin/queries/${id}/replies`)

const servicesKey = userKey('admin', 'writing-services')

/** Every writing service, retired ones too, in the form's order. */
export const adminWritingServicesQuery = () =>
  queryOptions({
    queryKey: servicesKey,
    queryFn: ({ signal }) => getJson(AdminWritingServicesResponse, 'admin/writing-services', { signal }).then((r) => r.data),
    staleTime: 0,
  })

/** A change to the list: the admin list and the public form's choices are asked for again. */
function useServicesChange<T>(mutationFn: (input: T) => Promise<{ message?: string }>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: servicesKey })
      void queryClient.invalidateQueries({ queryKey: enquiryKeys.services })
    },
  })
}

export const useAddService = () => useServicesChange((body: v.InferOutput<typeof ServiceBody>) => sendJson(AdminWritingServiceResponse, 'post', 'admin/writing-services', body))
export const useUpdateService = () =>
  useServicesChange(({ id, patch }: { id: number; patch: v.InferOutput<typeof ServicePatch> }) => sendJson(AdminWritingServiceResponse, 'patch', `admin/writing-services/${id}`, patch))
export const useReorderServices = () => useServicesChange((ids: number[]) => sendJson(AdminWritingServicesResponse, 'put', 'admin/writing-services/order', { ids }))
