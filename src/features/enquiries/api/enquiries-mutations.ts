import { useMutation } from '@tanstack/react-query'
import type * as v from 'valibot'
import { SentResponse, type ContactBody, type WritingEnquiryBody } from '../../../../contract/enquiries.ts'
import { sendJson } from '../../../lib/api.ts'

type Sent = v.InferOutput<typeof SentResponse>['data']

export const useSendEnquiry = () =>
  useMutation({ mutationFn: (body: v.InferOutput<typeof WritingEnquiryBody>): Promise<Sent> => sendJson(SentResponse, 'post', 'writing-service', body).then((r) => r.data) })

export const useSendContact = () =>
  useMutation({ mutationFn: (body: v.InferOutput<typeof ContactBody>): Promise<Sent> => sendJson(SentResponse, 'post', 'contact', body).then((r) => r.data) })
