import type { ComponentType } from 'react'
import type { FieldState, LeaseFormContext } from './subject-fields.tsx'

export type LeaseFieldsProps = FieldState & { lease: LeaseFormContext }

/**
 * Called by ./lease-fields.tsx when it is evaluated, so that the slot (./lease-fields-slot.tsx),
 * which loads that module with a dynamic import, renders the fields without waiting. Apart from
 * both, so that the dynamic import closes no import circle (ADR 0066).
 */
export function leaseFieldsLoaded(component: ComponentType<LeaseFieldsProps>): void {
  loadedLeaseFields.Component = component
}

/** The lease fields' component once its module has been evaluated. */
export const loadedLeaseFields: { Component: ComponentType<LeaseFieldsProps> | null } = {
  Component: null,
}
