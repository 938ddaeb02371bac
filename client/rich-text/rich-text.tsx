import { Fragment, type ReactNode } from 'react'
import { BlockList } from '../blocks/block-list.tsx'
import type { RichTextDocument, RichTextMark, RichTextNode } from '../domain/story.ts'
import { useLanguage } from '../locale/messages.ts'
import { Link } from '../../framework/router/link.tsx'
import { imageSize } from './image-size.ts'
import { resolveRichTextLink, safeImageSource } from './safe-url.ts'
import './rich-text.css'

/**
 * Storyblok rich text → React elements (spec §3 node types and marks). Never an HTML string:
 * every URL goes through the allowlist of `safe-url.ts`, colours and free CSS from the editor
 * are not applied (the design tokens decide), and class names or ids are only kept when they
 * are plain slugs.
 */
export function RichText({
  document,
  className,
}: {
  document: RichTextDocument
  className?: string
}) {
  return (
    <div className={className ? `rich-text ${className}` : 'rich-text'}>
      {renderNodes(document.content)}
    </div>
  )
}

const SLUG = /^[a-z][a-z0-9_-]{0,40}$/i

function renderNodes(nodes: readonly RichTextNode[] | undefined): ReactNode[] {
  return (nodes ?? []).map((node, index) => renderNode(node, index))
}

function alignClass(
  attrs: { textAlign?: string | null | undefined } | undefined
): string | undefined {
  const align = attrs?.textAlign
  return align && align !== 'left' ? `rich-text__align-${align}` : undefined
}

function clampSpan(value: number | undefined): number | undefined {
  return value && value > 1 ? Math.min(Math.floor(value), 100) : undefined
}

function renderNode(node: RichTextNode, key: number): ReactNode {
  switch (node.type) {
    case 'text':
      return renderText(node.text, node.marks ?? [], key)
    case 'paragraph':
      return (
        <p key={key} className={alignClass(node.attrs)}>
          {renderNodes(node.content)}
        </p>
      )
    case 'heading': {
      // The page title is the page's only h1: an editor's h1 inside a section becomes an h2.
      const Tag = `h${Math.max(2, node.attrs.level)}` as 'h2'
      return (
        <Tag key={key} className={alignClass(node.attrs)}>
          {renderNodes(node.content)}
        </Tag>
      )
    }
    case 'blockquote':
      return <blockquote key={key}>{renderNodes(node.content)}</blockquote>
    case 'bullet_list':
      return <ul key={key}>{renderNodes(node.content)}</ul>
    case 'ordered_list': {
      const start = node.attrs?.order
      return (
        <ol key={key} start={start && start !== 1 ? Math.floor(start) : undefined}>
          {renderNodes(node.content)}
        </ol>
      )
    }
    case 'list_item':
      return <li key={key}>{renderNodes(node.content)}</li>
    case 'code_block': {
      const language = node.attrs?.class?.replace(/^language-/, '') ?? ''
      return (
        <pre key={key} className="rich-text__code">
          <code className={SLUG.test(language) ? `language-${language}` : undefined}>
            {renderNodes(node.content)}
          </code>
        </pre>
      )
    }
    case 'hard_break':
      return <br key={key} />
    case 'horizontal_rule':
      return <hr key={key} />
    case 'image':
      return <RichTextImage key={key} {...node.attrs} />
    case 'emoji':
      return renderEmoji(node.attrs, key)
    case 'table':
      return renderTable(node.content ?? [], key)
    case 'blok':
      return (
        <div key={key} className="rich-text__blocks">
          <BlockList blocks={node.attrs.body} />
        </div>
      )
    default:
      // Structural nodes outside their parent (a stray row or cell) carry no meaning alone.
      return null
  }
}

function RichTextImage({
  src,
  alt,
  title,
}: {
  src: string
  alt?: string | null | undefined
  title?: string | null | undefined
}) {
  const safe = safeImageSource(src)
  if (!safe) return null
  const size = imageSize(safe)
  return (
    <img
      className="rich-text__image"
      src={safe}
      alt={alt?.trim() ?? ''}
      title={title?.trim() || undefined}
      width={size?.width}
      height={size?.height}
      loading="lazy"
      decoding="async"
    />
  )
}

function renderEmoji(
  attrs: { name: string; emoji: string; fallbackImage?: string | undefined },
  key: number
) {
  const label = attrs.name.replaceAll('_', ' ')
  if (attrs.emoji) {
    return (
      <span key={key} role="img" aria-label={label}>
        {attrs.emoji}
      </span>
    )
  }
  const fallback = safeImageSource(attrs.fallbackImage)
  return fallback ? (
    <img key={key} className="rich-text__emoji" src={fallback} alt={label} width={20} height={20} />
  ) : null
}

function renderTable(rows: readonly RichTextNode[], key: number) {
  const tableRows = rows.filter((row) => row.type === 'tableRow')
  const first = tableRows[0]
  const headed =
    first !== undefined &&
    (first.content ?? []).length > 0 &&
    (first.content ?? []).every((cell) => cell.type === 'tableHeader')
  const renderRow = (row: RichTextNode, rowIndex: number) => (
    <tr key={rowIndex}>
      {('content' in row ? (row.content ?? []) : []).map((cell, cellIndex) => {
        if (cell.type !== 'tableCell' && cell.type !== 'tableHeader') return null
        const spans = {
          colSpan: clampSpan(cell.attrs?.colspan),
          rowSpan: clampSpan(cell.attrs?.rowspan),
        }
        return cell.type === 'tableHeader' ? (
          <th key={cellIndex} {...spans} scope={headed && rowIndex === 0 ? 'col' : 'row'}>
            {renderNodes(cell.content)}
          </th>
        ) : (
          <td key={cellIndex} {...spans}>
            {renderNodes(cell.content)}
          </td>
        )
      })}
    </tr>
  )
  const body = headed ? tableRows.slice(1) : tableRows
  return (
    <div key={key} className="rich-text__table">
      <table>
        {headed && <thead>{renderRow(first, 0)}</thead>}
        <tbody>{body.map((row, index) => renderRow(row, index + (headed ? 1 : 0)))}</tbody>
      </table>
    </div>
  )
}

/** Wraps text in its marks, outermost first, as Storyblok lists them. */
function renderText(text: string, marks: readonly RichTextMark[], key: number): ReactNode {
  let content: ReactNode = text
  for (let index = marks.length - 1; index >= 0; index--) {
    content = applyMark(marks[index] as RichTextMark, content)
  }
  return <Fragment key={key}>{content}</Fragment>
}

function applyMark(mark: RichTextMark, content: ReactNode): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong>{content}</strong>
    case 'italic':
      return <em>{content}</em>
    case 'strike':
      return <s>{content}</s>
    case 'underline':
      return <u>{content}</u>
    case 'code':
      return <code>{content}</code>
    case 'superscript':
      return <sup>{content}</sup>
    case 'subscript':
      return <sub>{content}</sub>
    case 'highlight':
      return <mark>{content}</mark>
    case 'styled': {
      const name = mark.attrs.class?.trim() ?? ''
      return SLUG.test(name) ? (
        <span className={`rich-text__style-${name}`}>{content}</span>
      ) : (
        content
      )
    }
    case 'textStyle': {
      const name = mark.attrs.class?.trim() ?? ''
      const id = mark.attrs.id?.trim() ?? ''
      if (!SLUG.test(name) && !SLUG.test(id)) return content
      return (
        <span
          className={SLUG.test(name) ? `rich-text__style-${name}` : undefined}
          id={SLUG.test(id) ? id : undefined}
        >
          {content}
        </span>
      )
    }
    case 'anchor':
      return SLUG.test(mark.attrs.id) ? <span id={mark.attrs.id}>{content}</span> : content
    case 'link':
      return <RichTextLink attrs={mark.attrs}>{content}</RichTextLink>
    default:
      return content
  }
}

/** A link mark; a component for the page's language (a story link leads to its page in it). */
function RichTextLink({
  attrs,
  children: content,
}: {
  attrs: Parameters<typeof resolveRichTextLink>[0]
  children: ReactNode
}): ReactNode {
  const link = resolveRichTextLink(attrs, useLanguage())
  if (!link) return content
  const newTab = link.newTab ? { target: '_blank' } : {}
  if (link.kind === 'external' || link.newTab) {
    return (
      <a href={link.href} rel="noopener noreferrer" {...newTab}>
        {content}
      </a>
    )
  }
  // In-app paths navigate without a reload; anchors, relative paths, mail and phone stay plain.
  if (link.kind === 'relative' && link.href.startsWith('/')) {
    return <Link href={link.href}>{content}</Link>
  }
  return <a href={link.href}>{content}</a>
}
