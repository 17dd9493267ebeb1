import { createFileRoute } from '@tanstack/react-router'
import { TwoStepRequiredPage } from '../features/account/components/two-step/TwoStepRequiredPage.tsx'

export const Route = createFileRoute('/admin-dashboard/two-step')({ component: TwoStepRequiredPage })
