import { Suspense } from 'react'
import { builtInFrame } from '../config/navigation.ts'
import { siteBasics } from '../config/site-basics.ts'
import { ConsentSettings } from '../features/consent/consent-settings.tsx'
import { CompareBarSlot } from './compare-bar-slot.tsx'
import type { PageView, Shown } from '../../framework/router/prepare-page.ts'
import { type PageId, languageOfRouteId } from '../routes/route-table.ts'
import { Breadcrumbs } from '../shell/breadcrumbs.tsx'
import { Footer } from '../shell/footer.tsx'
import { Header, TopBar } from '../shell/header.tsx'
import { StickyBar } from '../shell/sticky-bar.tsx'
import { Toasts } from '../shell/toasts.tsx'
import { HydrationMarker } from '../../framework/hydration/hydration-marker.tsx'
import { appMessages } from '../locale/messages/app.ts'
import { LanguageProvider, useLanguage, useMessages } from '../locale/messages.ts'

/** A page's element: a call, not a component of its own, so the tree is the page's. */
function pageElement<P extends PageId>({ Page, payload }: PageView<P>) {
  return <Page data={payload.data} params={payload.params} />
}

/**
 * The whole visible app: the same tree on the server and in the browser, in the page's language
 * (its route's, docs/decisions/0036).
 */
export function App(shown: Shown) {
  return (
    <LanguageProvider value={languageOfRouteId(shown.payload.routeId)}>
      <AppFrame {...shown} />
    </LanguageProvider>
  )
}

function AppFrame(shown: Shown) {
  const { payload } = shown
  const text = useMessages(appMessages)
  const language = useLanguage()
  // The frame the Worker read from the site-config story; a payload without one means the
  // built-in frame (the story says the same, or could not be read: docs/decisions/0048).
  const frame = payload.frame ?? builtInFrame(language)
  return (
    <>
      <a href="#main" className="skip-link">
        {text.skipToContent}
      </a>
      {/* Boundaries of their own: the shell, the page and the footer each hydrate in slices the
          browser can interrupt, instead of one long task (React hydrates a server-rendered
          Suspense boundary at low priority, yielding every few milliseconds). */}
      <Suspense fallback={null}>
        <TopBar languageSwitch={payload.meta.languageSwitch} frame={frame.topBar} />
        <Header frame={frame.main} />
        {siteBasics.showBreadcrumbs && payload.kind === 'page' && (
          <Breadcrumbs items={payload.meta.breadcrumbs} />
        )}
        <HydrationMarker part="shell" />
      </Suspense>
      <main id="main" tabIndex={-1}>
        <Suspense fallback={null}>
          {shown.Page ? pageElement(shown) : <shown.ErrorPage error={shown.payload.error} />}
          <HydrationMarker part="page" />
        </Suspense>
      </main>
      <CompareBarSlot />
      <Suspense fallback={null}>
        <Footer frame={frame.footer} />
        <HydrationMarker part="footer" />
      </Suspense>
      <StickyBar contact={payload.meta.contact} testDrive={payload.meta.testDrive} />
      <Toasts />
      <ConsentSettings />
    </>
  )
}
