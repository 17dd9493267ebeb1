import * as v from 'valibot'
import { optionalParam } from '../../lib/search-params.ts'

/** `/chat?conversationId=…`: the open conversation; anything but a conversation's id opens none. */
export const ChatSearch = v.object({ conversationId: optionalParam(v.pipe(v.string(), v.uuid())) })
