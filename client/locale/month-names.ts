/**
 * French month names written out rather than taken from `Intl`: the visible wording must not
 * depend on the ICU data of the runtime (Node on the build machine, workerd at the edge, the
 * browser).
 */
export const frenchMonthNames = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const
