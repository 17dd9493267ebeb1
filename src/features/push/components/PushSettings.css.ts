import { style } from '@vanilla-extract/css'

// Laid out as Settings' signed-in devices are, since it stands beside them.
export * from '../../../ui/DeviceList.css.ts'

export const state = style({ fontWeight: 600 })
