export type { Catalogue, Pattern } from '../translator.ts'
