import { Toast as RadixToast } from 'radix-ui'
import { useAtomValue, useStore } from 'jotai'
import { Button } from './Button.tsx'
import { cx } from './cx.ts'
import { inlineVars } from './inline-vars.ts'
import * as styles from './Toast.css.ts'
import { closeToast, removeToast, toastsAtom } from './toast-store.ts'

/** Renders the queued toasts; loaded on demand by `ToastOutlet` so radix stays out of the first load. */
export default function Toaster() {
  const store = useStore()
  const toasts = useAtomValue(toastsAtom)
  return (
    <RadixToast.Provider swipeDirection="down">
      {toasts.map((t) => (
        <RadixToast.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          type={t.tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) closeToast(store, t.id)
          }}
          onAnimationEnd={() => {
            if (!t.open) removeToast(store, t.id)
          }}
          className={cx(styles.toast, styles.tone[t.tone])}
        >
          <div>
            <RadixToast.Title className={styles.title}>{t.title}</RadixToast.Title>
            {t.description && <RadixToast.Description className={styles.description}>{t.description}</RadixToast.Description>}
          </div>
          {t.progress && Number.isFinite(t.duration) && (
            <div className={styles.progress} style={inlineVars({ [styles.progressDuration]: `${t.duration}ms` })} aria-hidden="true" />
          )}
          <div className={styles.actions}>
            {t.action && (
              <RadixToast.Action altText={t.action.label} asChild>
                <Button size="sm" onClick={t.action.onAction}>
                  {t.action.label}
                </Button>
              </RadixToast.Action>
            )}
            <RadixToast.Close asChild>
              <Button size="sm" variant="ghost">
                {t.dismissLabel}
              </Button>
            </RadixToast.Close>
          </div>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className={styles.viewport} />
    </RadixToast.Provider>
  )
}
