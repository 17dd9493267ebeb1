import * as v from 'valibot'
import { optionalParam, searchTextParam } from '../../lib/search-params.ts'

/**
 * `/rc-community?search=…`: the feed's search, as `GET /api/community-posts` takes it; a value the API would refuse
 * (too long) reads as no search. The page is not in the URL.
 */
export const CommunitySearch = v.object({ search: optionalParam(searchTextParam) })
export type CommunitySearch = v.InferOutput<typeof CommunitySearch>
