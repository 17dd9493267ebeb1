export function VerifyEmailPage() { return null }
