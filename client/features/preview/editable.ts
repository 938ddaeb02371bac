/**
 * The attributes the Storyblok bridge looks for to make a block clickable in the visual editor,
 * built from the block's `_editable` marker (`<!--#storyblok#{"name":…,"space":…,"uid":…,
 * "id":…}-->`, present in draft responses only) the way Storyblok's own `storyblokEditable` does.
 * Small and dependency-free: it is part of the block list, shipped with every content page.
 */
export function editableAttributes(
  editable: string | undefined
): { 'data-blok-c': string; 'data-blok-uid': string } | null {
  const json = editable?.match(/^<!--#storyblok#(.*)-->$/s)?.[1]
  if (!json) return null
  let marker: unknown
  try {
    marker = JSON.parse(json)
  } catch {
    return null
  }
  if (typeof marker !== 'object' || marker === null) return null
  const id = 'id' in marker ? marker.id : undefined
  const uid = 'uid' in marker ? marker.uid : undefined
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof uid !== 'string') return null
  return { 'data-blok-c': JSON.stringify(marker), 'data-blok-uid': `${id}-${uid}` }
}
