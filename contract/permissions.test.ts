import { describe, expect, it } from 'vitest'
import { can, isStaff, permissions } from './permissions.ts'

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
