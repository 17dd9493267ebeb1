import * as v from 'valibot'
import { CommentText, PostText, PostTitle } from '../../../contract/community.ts'

// The forms' rules are the contract's, so a message shows as soon as the field breaks one, in the server's words.

export const PostFields = v.object({ title: PostTitle, text: PostText })
export type PostFields = v.InferInput<typeof PostFields>

export const TextFields = v.object({ text: CommentText })
export type TextFields = v.InferInput<typeof TextFields>
