import { describe, expect, it } from 'vitest'
import { can, isStaff, mayGrant, permissions } from './permissions.ts'

describe('permissions', () => {
  it('gives a holder exactly the permissions their role holds', () => {
    const editor = { permissions: ['content.edit', 'catalogue.edit'] }
    expect(permissions.filter((permission) => can(editor, permission))).toEqual(['content.edit', 'catalogue.edit'])
    expect(isStaff(editor)).toBe(true)
  })

  it('gives a role without permissions no admin area', () => {
    expect(permissions.filter((permission) => can({ permissions: [] }, permission))).toEqual([])
    expect(isStaff({ permissions: [] })).toBe(false)
  })

  it('gives nobody signed in nothing', () => {
    expect(can(null, 'content.edit')).toBe(false)
    expect(isStaff(undefined)).toBe(false)
  })
})

describe('mayGrant', () => {
  it('lets a holder grant only permissions they hold themselves', () => {
    const support = { permissions: ['users.read', 'payments.read'] }
    expect(mayGrant(support, ['users.read'])).toBe(true)
    expect(mayGrant(support, [])).toBe(true)
    expect(mayGrant(support, ['users.read', 'roles.manage'])).toBe(false)
    expect(mayGrant(null, [])).toBe(false)
  })
})
