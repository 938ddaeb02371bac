import type { Fuel } from '../../client/domain/vehicle.ts'
import type { Random } from './stock-random.ts'

interface EquipmentGroup {
  category: string
  items: string[]
}

/** Items by category and the lowest trim level (0 = entry) that has them as standard. */
const catalogue: Record<string, readonly (readonly [item: string, level: number])[]> = {
  Sécurité: [
    ['Freinage d’urgence autonome avec détection des piétons et cyclistes', 0],
    ['Aide au maintien dans la voie', 0],
    ['Reconnaissance des panneaux de signalisation', 0],
    ['Six airbags', 0],
    ['Surveillance des angles morts', 1],
    ['Alerte de trafic transversal arrière', 1],
    ['Régulateur de vitesse adaptatif avec Stop & Go', 2],
    ['Assistance au stationnement automatique', 3],
  ],
  Confort: [
    ['Climatisation manuelle', 0],
    ['Climatisation automatique bizone', 1],
    ['Sièges avant chauffants', 1],
    ['Volant chauffant', 2],
    ['Accès et démarrage sans clé', 2],
    ['Hayon électrique mains libres', 3],
    ['Sièges avant ventilés', 3],
    ['Toit panoramique ouvrant', 3],
  ],
  Multimédia: [
    ['Apple CarPlay et Android Auto sans fil', 0],
    ['Écran tactile 10,25"', 0],
    ['Bluetooth et commandes au volant', 0],
    ['Système de navigation connecté', 1],
    ['Chargeur de smartphone à induction', 1],
    ['Combiné d’instrumentation numérique 12,3"', 2],
    ['Système audio premium', 3],
    ['Affichage tête haute', 3],
  ],
  'Extérieur et visibilité': [
    ['Phares LED', 0],
    ['Jantes en alliage 16"', 0],
    ['Capteurs de stationnement arrière', 0],
    ['Caméra de recul', 1],
    ['Jantes en alliage 18"', 2],
    ['Vitres arrière surteintées', 2],
    ['Caméra 360°', 3],
    ['Phares Matrix LED adaptatifs', 3],
  ],
}

const electric = [
  'Pompe à chaleur',
  'Câble de recharge Mode 3 (Type 2)',
  'Chargeur embarqué 11 kW',
  'Préconditionnement de la batterie',
]
const plugIn = [
  'Câble de recharge Mode 3 (Type 2)',
  'Chargeur embarqué 7,4 kW',
  'Mode 100 % électrique',
]

/** The standard equipment of a trim level, plus a few options picked at random as fitted extras. */
/** The equipment groups' names, as the demo stock writes them (in French only). */
export const EQUIPMENT_CATEGORIES: readonly string[] = [
  ...Object.keys(catalogue),
  'Électrique',
  'Hybride rechargeable',
]

export function equipmentFor(level: number, fuel: Fuel, random: Random): EquipmentGroup[] {
  const groups: EquipmentGroup[] = Object.entries(catalogue).map(([category, items]) => {
    const fitted = items.filter(
      ([, min]) => min <= level || (min === level + 1 && random.chance(0.25))
    )
    // A higher trim replaces the basic item it supersedes rather than listing both.
    const names = fitted.map(([item]) => item)
    const withoutSuperseded = names.filter(
      (item) =>
        !(
          item === 'Climatisation manuelle' && names.includes('Climatisation automatique bizone')
        ) && !(item === 'Jantes en alliage 16"' && names.includes('Jantes en alliage 18"'))
    )
    return { category, items: withoutSuperseded }
  })
  if (fuel === 'electric') groups.push({ category: 'Électrique', items: [...electric] })
  if (fuel === 'electric+petrol' || fuel === 'electric+diesel')
    groups.push({ category: 'Hybride rechargeable', items: [...plugIn] })
  return groups.filter((group) => group.items.length > 0)
}
