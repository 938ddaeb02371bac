import { useEffect, useSyncExternalStore } from 'react'
import {
  currentToasts,
  dismissToast,
  serverToasts,
  subscribeToasts,
} from '../features/toasts/toast-store.ts'
import { Icon } from '../ui/icons.tsx'
import { shellMessages } from '../locale/messages/shell.ts'
import { useMessages } from '../locale/messages.ts'

const TOAST_DURATION_MS = 6000

function ToastItem({ id, message, tone }: { id: number; message: string; tone: string }) {
  const text = useMessages(shellMessages).toasts
  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(id), TOAST_DURATION_MS)
    return () => window.clearTimeout(timer)
  }, [id])
  return (
    <li className={`toast toast--${tone}`}>
      <span>{message}</span>
      <button type="button" className="toast__close" onClick={() => dismissToast(id)}>
        <Icon name="close" size={16} />
        <span className="visually-hidden">{text.close}</span>
      </button>
    </li>
  )
}

/** A polite live region: screen readers announce each toast once. */
export function Toasts() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, serverToasts)
  const text = useMessages(shellMessages).toasts
  return (
    <section className="toasts" aria-live="polite" aria-label={text.label}>
      <ul>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} {...toast} />
        ))}
      </ul>
    </section>
  )
}
