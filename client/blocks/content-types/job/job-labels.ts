import type { JobContent } from './schema.ts'

/** French labels of a position's contract and hours, as job ads in Luxembourg word them. */
export const contractLabels: Record<JobContent['contract'], string> = {
  cdi: 'CDI',
  cdd: 'CDD',
  apprentissage: 'Apprentissage',
  stage: 'Stage',
  interim: 'Intérim',
}

export const hoursLabels: Record<JobContent['hours'], string> = {
  full_time: 'Temps plein',
  part_time: 'Temps partiel',
}
