import { renderMail } from '../../mail/layout.ts'

// Links point at the web app's pages, which submit the token to the API.

export const verificationEmail = (name: string, publicUrl: string, token: string) =>
  renderMail({
    subject: 'Verify your email for Scholar Hub',
    greeting: `Hello ${name},`,
    paragraphs: ['Thank you for creating your Scholar Hub profile. Please confirm that this is your email address to activate your account.'],
    action: { label: 'Verify email', url: `${publicUrl}/verify-email?token=${token}` },
    closing: 'This link works once and expires in 24 hours. If you did not sign up for Scholar Hub, you can ignore this email.',
  })

export const passwordResetEmail = (name: string, publicUrl: string, token: string) =>
  renderMail({
    subject: 'Reset your Scholar Hub password',
    greeting: `Hello ${name},`,
    paragraphs: ['Someone asked to reset the password of your Scholar Hub account. If it was you, choose a new password here.'],
    action: { label: 'Choose a new password', url: `${publicUrl}/reset-password?token=${token}` },
    closing: 'This link works once and expires in 1 hour. If you did not ask for it, ignore this email: your password stays as it is.',
  })
