import type { DeploymentTexts } from '../../../deployment-schema.ts'

export default {
  description:
    'Véhicules neufs et d’occasion, leasing privé et professionnel, entretien et pneus : le groupe multimarque Autosphère vous accueille dans ses concessions au Luxembourg.',
  mapAttribution: 'Fond de carte de démonstration',
} satisfies DeploymentTexts
