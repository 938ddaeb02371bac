import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { Icon } from '../../ui/icons.tsx'
import { favouritesList, favouritesState, toggleFavourite } from './favourites-store.ts'
import { toSavedVehicle } from './persisted-list.ts'
import './favourite-button.css'
import { favouritesMessages } from '../../locale/messages/favourites.ts'
import { useMessages } from '../../locale/messages.ts'

export interface ToolVehicle {
  id: number
  slug: string
  title: string
  images?: readonly { url: string }[]
  price?: { purchase: { amount: number } }
}

/**
 * The heart on vehicle cards and detail pages: a toggle button (`aria-pressed`) whose name names
 * the vehicle, so a list of cards reads "Ajouter aux favoris : Kia Picanto, bouton bascule".
 */
export function FavouriteButton({ vehicle }: { vehicle: ToolVehicle }) {
  const { items } = useSnapshot(favouritesState)
  const text = useMessages(favouritesMessages)
  useEffect(() => favouritesList.load(), [])
  const pressed = items.some((item) => item.id === vehicle.id)
  return (
    <button
      type="button"
      className="favourite-button"
      aria-pressed={pressed}
      onClick={() => toggleFavourite(toSavedVehicle(vehicle))}
    >
      <Icon name="heart" size={20} />
      <span className="visually-hidden">
        {text.add}
        {vehicle.title}
      </span>
    </button>
  )
}
