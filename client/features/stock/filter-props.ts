import type { FormValues } from './url-state.ts'

/** How a change is applied: at once (a tick), or after the visitor stops typing or sliding. */
export type ChangeMode = 'now' | 'debounced'

export interface FilterWidgetProps {
  values: FormValues
  /** Replaces the values of the given parameters. */
  onChange(patch: FormValues, mode: ChangeMode): void
}
