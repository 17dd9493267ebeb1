export function ForgotPasswordPage() { return null }
