import { describe, expect, it } from 'vitest'
import { can, isStaff, permissions } from './permissions.ts'

describe('permissions', () => {
  it.each(permissions)('gives an admin %s', (permission) => {
    expect(can({ role: 'admin' }, permission)).toBe(true)
  })

  it.each(['user', 'expert'] as const)('gives a %s no staff permission and no admin area', (role) => {
    expect(permissions.filter((permission) => can({ role }, permission))).toEqual([])
    expect(isStaff({ role })).toBe(false)
  })

  it('gives nobody signed in nothing', () => {
    expect(can(null, 'content.edit')).toBe(false)
    expect(isStaff(undefined)).toBe(false)
    expect(isStaff({ role: 'admin' })).toBe(true)
  })
})
