import * as v from 'valibot'
import { RoleInput, RolePatch } from '../../../../contract/roles.ts'

// The role dialog's boxes and what each of its three uses sends: a new role (name and permissions), a new name, or
// new permissions with the password (left blank when the session confirmed it in the last two minutes).

export type RoleDialogMode = 'create' | 'rename' | 'permissions'

export interface RoleFormValues {
  name: string
  permissions: string[]
  password: string
}

const values = v.custom<RoleFormValues>(() => true)
type Patch = v.InferInput<typeof RolePatch>

/** Each use's schema: the boxes' values in, what the API takes out (a new role's input, or a patch). */
export const roleFormSchemas: Record<RoleDialogMode, v.GenericSchema<RoleFormValues, RoleInput | RolePatch>> = {
  create: v.pipe(
    values,
    v.transform(({ name, permissions }) => ({ name, permissions })),
    RoleInput,
  ),
  rename: v.pipe(
    values,
    v.transform(({ name }): Patch => ({ name })),
    RolePatch,
  ),
  permissions: v.pipe(
    values,
    v.transform(({ permissions, password }): Patch => ({ permissions: permissions as Patch['permissions'], ...(password && { password }) })),
    RolePatch,
  ),
}
