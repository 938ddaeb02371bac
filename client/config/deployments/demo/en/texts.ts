import type { DeploymentTexts } from '../../../deployment-schema.ts'

export default {
  description:
    'New and used cars, private and business leasing, servicing and tyres: the Autosphère multi-brand group welcomes you at its dealerships across Luxembourg.',
  mapAttribution: 'Demo map background',
} satisfies DeploymentTexts
