import type fr from '../fr/departments.ts'

/** A dealership's departments in German, by their key (see ../fr/departments.ts). */
export default {
  showroom: 'Showroom',
  workshop: 'Werkstatt',
} satisfies typeof fr
