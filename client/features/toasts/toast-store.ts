import { proxy } from 'valtio'

export interface Toast {
  id: number
  message: string
  tone: 'info' | 'success' | 'error'
}

/** Toasts shown by any feature (favourites, compare, forms); at most three at once. */
export const toastStore = proxy<{ toasts: Toast[]; nextId: number }>({ toasts: [], nextId: 1 })

export function showToast(message: string, tone: Toast['tone'] = 'info'): number {
  const id = toastStore.nextId++
  toastStore.toasts = [...toastStore.toasts.slice(-2), { id, message, tone }]
  return id
}

export function dismissToast(id: number): void {
  toastStore.toasts = toastStore.toasts.filter((toast) => toast.id !== id)
}
