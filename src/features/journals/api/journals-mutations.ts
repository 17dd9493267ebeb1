import { useMutation } from '@tanstack/react-query'
import type * as v from 'valibot'
import { ManuscriptMatchResponse, type ManuscriptMatchBody } from '../../../../contract/journals.ts'
import { sendJson } from '../../../lib/api.ts'

/** `POST /api/journals/match`: the server reads the text, ranks journals and keeps nothing, so no cache changes. */
export function useMatchManuscript() {
  return useMutation({
    mutationFn: (body: v.InferOutput<typeof ManuscriptMatchBody>) => sendJson(ManuscriptMatchResponse, 'post', 'journals/match', body).then((r) => r.data),
  })
}
