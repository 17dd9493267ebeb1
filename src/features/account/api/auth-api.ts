import { AuthResponse, MessageResponse, RegisterResponse, type RegisterBody } from '../../../../contract/account.ts'
import { sendJson } from '../../../lib/api.ts'

// The pasted token goes in the path; encoding keeps an odd one from reaching another route.
const tokenPath = (route: string, token: string) => `${route}/${encodeURIComponent(token || '-')}`

export const register = (body: RegisterBody) => sendJson(RegisterResponse, 'post', 'register', body).then((r) => r.data)

export const login = (body: { email: string; password: string }) => sendJson(AuthResponse, 'post', 'login', body).then((r) => r.data)

export const verifyEmail = (token: string) => sendJson(AuthResponse, 'post', tokenPath('verify-email', token))

export const resendVerification = (email: string) => sendJson(MessageResponse, 'post', 'resend-verification', { email })

export const forgotPassword = (email: string) => sendJson(MessageResponse, 'post', 'forgot-password', { email })

export const resetPassword = (token: string, body: { password: string; confirmPassword: string }) =>
  sendJson(MessageResponse, 'post', tokenPath('reset-password', token), body)

export const logout = () => sendJson(MessageResponse, 'post', 'logout')
