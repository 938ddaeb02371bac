/**
 * The analytics event catalogue of spec §9: each event has its plain name and its contract id
 * (`vm_` prefix), which the tag manager's triggers are built on. Only the data layer reads it
 * (loaded after hydration, when idle): features fire events by name through `track()`
 * (events.ts), which is in every page's first load and so keeps the catalogue out of it.
 */
export const analyticsEvents = {
  page_view: 'vm_page_view',
  view_vehicle_overview: 'vm_view_vehicle_overview',
  view_vehicle_detail: 'vm_view_vehicle_detail',
  view_vehicle_testdrive: 'vm_view_vehicle_testdrive',
  view_vehicle_interest: 'vm_view_vehicle_interest',
  view_vehicle_lease_calculator: 'vm_view_vehicle_lease_calculator',
  view_lease_vehicle_overview: 'vm_view_lease_vehicle_overview',
  view_lease_vehicle_detail: 'vm_view_lease_vehicle_detail',
  view_location_overview: 'vm_view_location_overview',
  view_location_detail: 'vm_view_location_detail',
  click_social: 'vm_click_social',
  click_vehicle_more_details: 'vm_click_vehicle_more_details',
  click_vehicle_show_openinghours: 'vm_click_vehicle_show_openinghours',
  click_location_phone_number: 'vm_click_location_phone_number',
  click_location_email: 'vm_click_location_email',
  click_location_route: 'vm_click_location_route',
  form_ready: 'vm_form_ready',
  /** Once per accepted lead (lead-submitted.ts), followed by its ASC aliases (asc-aliases.ts). */
  lead_submitted: 'vm_lead_submitted',
  download: 'vm_download',
  adjust_location_filter: 'vm_adjust_location_filter',
  adjust_vehicle_quicksearch_filter: 'vm_adjust_vehicle_quicksearch_filter',
  adjust_vehicle_overview_filter: 'vm_adjust_vehicle_overview_filter',
} as const

export type AnalyticsEventName = keyof typeof analyticsEvents

export function isAnalyticsEventName(name: unknown): name is AnalyticsEventName {
  return typeof name === 'string' && Object.hasOwn(analyticsEvents, name)
}
