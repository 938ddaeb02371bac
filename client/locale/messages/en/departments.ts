import type fr from '../fr/departments.ts'

/** A dealership's departments in English, by their key (see ../fr/departments.ts). */
export default {
  showroom: 'Showroom',
  workshop: 'Workshop',
} satisfies typeof fr
