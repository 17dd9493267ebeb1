import type * as v from 'valibot'
import { SettingsResponse, type SettingsBody } from '../../../../contract/account.ts'
import { sendJson } from '../../../lib/api.ts'

export const saveSettings = (body: v.InferOutput<typeof SettingsBody>) => sendJson(SettingsResponse, 'put', 'user/settings', body)
