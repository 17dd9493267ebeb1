export function UserDashboard() { return null }
