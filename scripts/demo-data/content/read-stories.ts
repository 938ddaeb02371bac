import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  storyblokStorySchema,
  type StoryblokStory,
} from '../../../worker/local-services/content/story-json.ts'

/** The committed demo stories, validated, in id order. */
export function readStories(directory = join(import.meta.dirname, 'stories')): StoryblokStory[] {
  return readdirSync(directory)
    .filter((file) => file.endsWith('.json'))
    .map((file) =>
      storyblokStorySchema.parse(JSON.parse(readFileSync(join(directory, file), 'utf8')))
    )
    .sort((a, b) => a.id - b.id)
}
