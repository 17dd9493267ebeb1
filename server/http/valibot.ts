import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify'
import * as v from 'valibot'
import { messages } from '../../contract/common.ts'
import { HttpError } from './errors.ts'

/** Lets routes declare contract schemas as `schema.params/querystring/body` and read typed, parsed values. */
export interface ValibotTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends v.GenericSchema ? v.InferOutput<this['schema']> : unknown
  serializer: this['schema'] extends v.GenericSchema ? v.InferInput<this['schema']> : unknown
}

const partName: Record<string, string> = { params: 'path', querystring: 'query', body: 'body', headers: 'headers' }

// A field left out is reported as one left empty, in the product's words, rather than valibot's "Invalid key".
const messageOf = (issue: v.GenericIssue) =>
  issue.kind === 'schema' && issue.type === 'object' && issue.input === undefined && issue.path?.length ? messages.required : issue.message

/** The contract's check of one part of a request (or a socket event's payload): its parsed value, or the 400. */
export function parseInput<T extends v.GenericSchema>(schema: T, data: unknown, part = 'body'): { value: v.InferOutput<T> } | { error: HttpError } {
  const result = v.safeParse(schema, data)
  if (result.success) return { value: result.output }
  const issues = result.issues.map((i) => ({ path: v.getDotPath(i) ?? part, message: messageOf(i) }))
  return { error: new HttpError(400, 'validation', issues[0]?.message ?? 'Invalid request', issues) }
}

export const valibotValidatorCompiler: FastifySchemaCompiler<v.GenericSchema> =
  ({ schema, httpPart }) =>
  (data) =>
    parseInput(schema, data, partName[httpPart ?? ''] ?? '')
