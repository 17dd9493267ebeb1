import type { EmailTokenPurpose } from '../../db/schema.ts'
import { HttpError } from '../../http/errors.ts'
import type { LinkStatus } from '../../core/auth/tokens.ts'

type LinkProblem = Exclude<LinkStatus, { ok: true }>['reason']
const linkMessages: Record<EmailTokenPurpose, Record<LinkProblem, string>> = {
  'verify-email': {
    token_invalid: 'This verification link is not valid. Please request a new one.',
    token_expired: 'This verification link has expired. Please request a new one.',
    token_used: 'This verification link has already been used. Please sign in, or request a new link.',
  },
  'reset-password': {
    token_invalid: 'This password reset link is not valid. Please request a new one.',
    token_expired: 'This password reset link has expired. Please request a new one.',
    token_used: 'This password reset link has already been used. Please request a new one.',
  },
}
// 410 Gone for a link that was real: the page can tell "ask for a new link" from "this was never a link".
export const linkError = (purpose: EmailTokenPurpose, problem: LinkProblem) =>
  new HttpError(problem === 'token_invalid' ? 400 : 410, problem, linkMessages[purpose][problem])
