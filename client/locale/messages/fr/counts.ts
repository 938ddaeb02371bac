/**
 * Counted nouns in French, for client/locale/format.ts: the number comes formatted, the noun is
 * singular up to one as French wants it ("0 véhicule", "1 véhicule", "2 véhicules").
 */
export default {
  vehicles: (count: number, number: string) => `${number} ${count < 2 ? 'véhicule' : 'véhicules'}`,
}
