import { useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { paymentMessages } from '../../../../contract/plans-checkout.ts'
import type { Plan } from '../../../../contract/plans.ts'
import { ProfileResponse } from '../../../../contract/account.ts'
import { ApiError, getJson } from '../../../lib/api.ts'
import { updateStoredUser } from '../../../lib/auth.ts'
import { userKey } from '../../../lib/user-key.ts'
import { useToast } from '../../../ui/toast-store.ts'
import { cancelOrder, captureOrder, createOrder } from '../api/checkout.ts'
import type { ButtonHandlers } from './use-paypal-buttons.ts'

/** The header reads the stored user's paid-plan flag; a purchase changes it. The plan stands if this fails. */
const refreshStoredUser = () =>
  getJson(ProfileResponse, 'user/get')
    .then(({ data }) => updateStoredUser(data))
    .catch(() => undefined)

/**
 * One purchase of `plan` through PayPal's button: the server makes the order, captures it once the buyer
 * approves, and grants the plan. On success everything the user's plan decides is fetched again (the header,
 * gated screens, subscriptions) and `then` opens: the screen whose gated action led here, else the subscriptions
 * page. Any failure closes the dialog with the
 * shared message.
 */
export function useCheckout(plan: Plan, close: () => void, then = '/subscriptions') {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { toast } = useToast()
  const [capturing, setCapturing] = useState(false)
  // Why the server refused to make the order; PayPal then reports the failure once, through onError.
  const orderRefusal = useRef<string | undefined>(undefined)

  const fail = (title: string = paymentMessages.failed, description?: string) => {
    close()
    toast({ tone: 'error', title, description })
  }

  const handlers: ButtonHandlers = {
    async createOrder() {
      try {
        return await createOrder(plan.id)
      } catch (err) {
        orderRefusal.current = err instanceof ApiError ? err.message : undefined
        throw err
      }
    },
    async onApprove(orderId) {
      setCapturing(true)
      try {
        const { message } = await captureOrder(orderId)
        await Promise.all([queryClient.invalidateQueries({ queryKey: userKey() }), refreshStoredUser()])
        close()
        toast({ tone: 'success', title: paymentMessages.successful, description: message })
        void navigate({ to: then })
      } catch (err) {
        fail(paymentMessages.failed, err instanceof ApiError && err.status !== 402 ? err.message : undefined)
      } finally {
        setCapturing(false)
      }
    },
    onCancel(orderId) {
      if (orderId) void cancelOrder(orderId).catch(() => undefined)
      fail(paymentMessages.canceled)
    },
    onError() {
      fail(paymentMessages.failed, orderRefusal.current)
      orderRefusal.current = undefined
    },
  }

  return { handlers, capturing }
}
