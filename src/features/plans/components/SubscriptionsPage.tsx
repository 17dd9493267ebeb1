export function SubscriptionsPage() { return null }
