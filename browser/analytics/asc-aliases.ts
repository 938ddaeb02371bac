/**
 * The Automotive Standards Council's names for a lead (docs/decisions/0058), pushed right after
 * `lead_submitted` so a marketing agency's standard ASC dashboards work without a mapping:
 * `asc_form_submission`, then `asc_form_submission_sales` or `asc_form_submission_service` by
 * the lead's department. Parameter names as ASC implementations use them (`comm_type`,
 * `comm_outcome`, `department`, `form_name`, `form_type`, `item_*`, `affiliation`); nothing
 * personal, like the event they alias.
 */
export function ascLeadAliases(payload: Record<string, unknown>): Record<string, unknown>[] {
  const lead = payload.lead
  const form = payload.form
  if (typeof lead !== 'object' || lead === null) return []
  const read = (key: string): unknown => Reflect.get(lead, key)
  const department = read('department') === 'service' ? 'service' : 'sales'
  const vehicleId = read('vehicle_id')
  const modelId = read('model_id')
  const offerId = read('offer_id')
  const params = {
    comm_type: 'form',
    comm_outcome: 'crm_update',
    department,
    form_name: typeof form === 'object' && form !== null ? Reflect.get(form, 'id') : read('kind'),
    form_type: read('kind'),
    affiliation: read('dealership'),
    item_id: vehicleId ?? offerId ?? modelId ?? null,
    item_make: read('brand'),
    item_model: typeof modelId === 'string' ? (modelId.split('.')[1] ?? null) : null,
    item_price: read('price'),
    currency: read('currency'),
  }
  return [
    { event: 'asc_form_submission', ...params },
    { event: `asc_form_submission_${department}`, ...params },
  ]
}
