import { describe, expect, it } from 'vitest'
import { locations } from '../../scripts/demo-data/locations.ts'
import { locationIn } from './stock-in-language.ts'

describe('a dealership read by a German page', () => {
  const [bertrange] = locations
  if (!bertrange) throw new Error('no demo dealership')

  it('names the public holidays in German and keeps a closure of its own as the stock wrote it', () => {
    const location = {
      ...bertrange,
      closures: [
        { date: '2027-01-01', label: "Jour de l'an" },
        { date: '2026-12-26', label: 'Deuxième jour de Noël' },
        { date: '2026-12-26', label: 'Inventaire' },
        { date: '2026-08-03', label: 'Congés d’été' },
      ],
    }
    const labels = (language: 'fr' | 'de') =>
      locationIn(location, language).closures.map((closure) => closure.label)
    expect(labels('fr')).toEqual(location.closures.map((closure) => closure.label))
    expect(labels('de')).toEqual(['Neujahr', 'Zweiter Weihnachtstag', 'Inventaire', 'Congés d’été'])
  })

  it('names the public holidays of every year it lists', () => {
    const location = {
      ...bertrange,
      closures: [
        { date: '2026-06-23', label: 'Fête nationale' },
        { date: '2027-06-23', label: 'Fête nationale' },
        { date: '2027-05-06', label: 'Ascension' },
      ],
    }
    expect(locationIn(location, 'de').closures.map((closure) => closure.label)).toEqual([
      'Nationalfeiertag',
      'Nationalfeiertag',
      'Christi Himmelfahrt',
    ])
  })

  it('names its departments by their code in German, and as the stock does in French', () => {
    const location = {
      ...bertrange,
      departments: {
        showroom: { ...bertrange.departments.showroom, label: 'Showroom' },
        workshop: { ...bertrange.departments.workshop, label: 'Atelier de préparation' },
      },
    }
    const names = (language: 'fr' | 'de') => {
      const { showroom, workshop } = locationIn(location, language).departments
      return [showroom.label, workshop.label]
    }
    expect(names('fr')).toEqual(['Showroom', 'Atelier de préparation'])
    expect(names('de')).toEqual(['Showroom', 'Werkstatt'])
    // The hours stay the stock's.
    expect(locationIn(location, 'de').departments.workshop.week).toEqual(
      bertrange.departments.workshop.week
    )
  })
})
