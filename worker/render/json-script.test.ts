import { describe, expect, it } from 'vitest'
import { jsonForScript } from './json-script.ts'

describe('jsonForScript', () => {
  const text = 'a</script><!-- & \u2028 \u2029 > é'

  it('leaves no character that could end the element or start markup', () => {
    const json = jsonForScript({ text, list: [text] })
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(json).toBe(
      '{"text":"a\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028 \\u2029 \\u003e é","list":["a\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028 \\u2029 \\u003e é"]}'
    )
  })

  it('reads back as the same value', () => {
    expect(JSON.parse(jsonForScript({ text, n: 1.5, none: null }))).toEqual({
      text,
      n: 1.5,
      none: null,
    })
  })
})
