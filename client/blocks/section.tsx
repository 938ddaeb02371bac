import { createContext, useContext } from 'react'
import './blocks.css'

/*
 * The page title's context and the blocks' shared styles. The section frame and the block
 * buttons are in section-frame.tsx: a content type view provides the title to every page, and
 * it would otherwise bring their code into the first load of pages whose first screen shows
 * neither (the stock overview; docs/decisions/0030).
 */

/**
 * The page title a content type view already shows as the page's h1. Blocks read it to avoid a
 * second h1 (the hero drops to h2) and to skip a section title that only repeats it.
 */
export const PageTitleContext = createContext<string | null>(null)

export function usePageTitle(): string | null {
  return useContext(PageTitleContext)
}
