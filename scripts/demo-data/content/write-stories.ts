import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { generateContentStories, storyFileName } from './generate.ts'

/**
 * Writes the demo space to `scripts/demo-data/content/stories/*.json` (committed, one file per
 * story or folder, Storyblok's JSON format). Run: `node scripts/demo-data/content/write-stories.ts`.
 */
export function writeStories(directory = join(import.meta.dirname, 'stories')): number {
  mkdirSync(directory, { recursive: true })
  for (const file of readdirSync(directory))
    if (file.endsWith('.json')) rmSync(join(directory, file))
  const stories = generateContentStories()
  for (const story of stories)
    writeFileSync(join(directory, storyFileName(story)), `${JSON.stringify(story, null, 2)}\n`)
  return stories.length
}

if (import.meta.main) {
  console.log(`Wrote ${writeStories()} stories and folders.`)
}
