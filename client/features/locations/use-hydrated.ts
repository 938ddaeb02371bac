import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}

/** False on the server and while hydrating, true afterwards (the same HTML on both sides). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false
  )
}
