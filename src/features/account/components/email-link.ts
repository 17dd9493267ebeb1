import { ApiError } from '../../../lib/api.ts'

// A made-up link is 400 token_invalid; a real one that expired or was used is 410 (docs/decisions/0006).
const linkProblems = new Set(['token_invalid', 'token_expired', 'token_used'])

/** An emailed link that can never work again: the page says why and offers a new link rather than a retry. */
export const isLinkProblem = (err: unknown): err is ApiError => err instanceof ApiError && linkProblems.has(err.code)
