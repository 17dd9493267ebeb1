import { queryOptions } from '@tanstack/react-query'
import { WritingServicesResponse } from '../../../../contract/enquiries.ts'
import { getJson } from '../../../lib/api.ts'
import { enquiryKeys } from './enquiries-keys.ts'

/** 'Type of Service': the writing services staff offer now, in their order. */
export const writingServicesQuery = () =>
  queryOptions({
    queryKey: enquiryKeys.services,
    queryFn: ({ signal }) => getJson(WritingServicesResponse, 'services', { signal }).then((r) => r.data),
  })
