/**
 * The visual editor's markers: in draft answers Storyblok gives every block (every object with a
 * `component` and a `_uid`, rich-text blocks included) an `_editable` HTML comment naming the
 * block, the space, its uid and the story id, which the bridge turns into click targets. Published
 * answers carry none.
 */
export function editableMarker(block: { component: string; _uid: string }, ids: EditableIds) {
  // Storyblok's own spacing (`", "` and `": "`), which parsers of the marker expect.
  const fields = [
    ['name', block.component],
    ['space', String(ids.spaceId)],
    ['uid', block._uid],
    ['id', String(ids.storyId)],
  ]
  const json = `{${fields.map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`).join(', ')}}`
  return `<!--#storyblok#${json}-->`
}

export type EditableIds = { spaceId: number; storyId: number }

/** A copy of `content` with an `_editable` marker on every block. */
export function withEditableMarkers<T>(content: T, ids: EditableIds): T {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit)
    if (value === null || typeof value !== 'object') return value
    const copy: Record<string, unknown> = {}
    for (const [key, child] of Object.entries(value)) copy[key] = visit(child)
    if (typeof copy.component === 'string' && typeof copy._uid === 'string' && copy._uid) {
      copy._editable = editableMarker({ component: copy.component, _uid: copy._uid }, ids)
    }
    return copy
  }
  return visit(content) as T
}
