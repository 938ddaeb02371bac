/**
 * Phone numbers of Luxembourg and of the cross-border regions the group's customers live in
 * (France, Belgium, Germany). Visitors type them in many ways; the lead carries E.164.
 */

const rules: Record<string, RegExp> = {
  // Luxembourg: no trunk prefix; landlines of 6 to 8 digits, mobiles of 9 (621, 661, 691, …).
  '352': /^(?:[2-58]\d{5,7}|6[2-9][1-8]\d{6})$/,
  // France: 9 digits after the country code (the national leading 0 dropped).
  '33': /^[1-79]\d{8}$/,
  // Belgium: 8 digits for landlines, 9 for mobiles (4xx).
  '32': /^(?:[1-9]\d{7}|4[5-9]\d{7})$/,
  // Germany: variable length, area codes without the leading 0.
  '49': /^[1-9]\d{5,12}$/,
}

/**
 * The E.164 form of a Luxembourg, French, Belgian or German number, or null when it is not one.
 * A number without a country code is read as a Luxembourg number.
 *
 * @example normalizePhone('621 12 34 56') // '+352621123456'
 * @example normalizePhone('0033 6 12 34 56 78') // '+33612345678'
 */
export function normalizePhone(input: string): string | null {
  if (input.length > 40) return null
  let compact = input.replace(/[\s.\-/()]/g, '')
  if (compact.startsWith('00')) compact = `+${compact.slice(2)}`
  if (!compact.startsWith('+')) compact = `+352${compact}`
  const match = /^\+(352|33|32|49)(\d+)$/.exec(compact)
  if (!match) return null
  const [, country = '', rest = ''] = match
  // "+33 (0)6 …" and "+49 0151 …" keep the national trunk 0 by habit: drop it.
  const national = country === '352' ? rest : rest.replace(/^0/, '')
  return rules[country]?.test(national) ? `+${country}${national}` : null
}
