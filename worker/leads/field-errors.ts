/** A lead's problems by field name, in French, as the form shows them. */
export type FieldErrors = Record<string, string>
