import type { DeploymentTexts } from '../../../deployment-schema.ts'

export default {
  description:
    'Neu- und Gebrauchtwagen, Privat- und Geschäftsleasing, Wartung und Reifen: Die Mehrmarkengruppe Autosphère empfängt Sie in ihren Autohäusern in Luxemburg.',
  mapAttribution: 'Demo-Kartenhintergrund',
} satisfies DeploymentTexts
