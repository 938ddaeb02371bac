import { createServer, type IncomingMessage } from 'node:http'
import { verifyWebhookSignature } from '../../worker/content/webhook-signature.ts'
import { LOCAL_MANAGEMENT_TOKEN } from '../../worker/local-services/content/management/mapi-http.ts'
import { createContentServiceFixture } from '../demo-data/content/service-fixture.ts'
import { LOCAL_SPACE_ID, spaceClient } from './space.ts'

export const WEBHOOK_SECRET = 'test-webhook-secret'

/**
 * The local content service (empty space, real migrations, Node's SQLite) behind a real HTTP
 * server, so tests drive it with Storyblok's own `@storyblok/management-api-client` over the
 * network as `cms:push` does. The publish webhook goes to a recorder that checks the signature
 * with the Worker's own verifier, as `/api/cms/webhook` does.
 */
export async function startLocalMapi() {
  const fixture = createContentServiceFixture('empty')
  const webhooks: { body: string; signed: boolean; event: unknown }[] = []
  const bindings = {
    DB: fixture.db,
    STORYBLOK_TOKEN: 'public-test-token',
    STORYBLOK_PREVIEW_TOKEN: 'preview-test-token',
    STORYBLOK_WEBHOOK_SECRET: WEBHOOK_SECRET,
    LOCAL_WEBHOOK_DISPATCH: async (request: Request) => {
      const body = await request.text()
      const signed = await verifyWebhookSignature(
        WEBHOOK_SECRET,
        body,
        request.headers.get('webhook-signature')
      )
      webhooks.push({ body, signed, event: JSON.parse(body) })
      return Response.json({ ok: true })
    },
  }
  const server = createServer(async (req, res) => {
    const body = await read(req)
    const request = new Request(`http://127.0.0.1${req.url ?? '/'}`, {
      method: req.method,
      headers: stringHeaders(req),
      ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
    })
    const answer = await fixture.app.fetch(request, bindings)
    res.writeHead(answer.status, Object.fromEntries(answer.headers))
    res.end(Buffer.from(await answer.arrayBuffer()))
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const address = server.address()
  if (typeof address !== 'object' || address === null) throw new Error('no port')
  const { port } = address
  const baseUrl = `http://127.0.0.1:${port}`
  const client = spaceClient(
    { spaceId: LOCAL_SPACE_ID, baseUrl, token: LOCAL_MANAGEMENT_TOKEN },
    false
  )
  return {
    ...fixture,
    baseUrl,
    client,
    webhooks,
    /** A raw Management API request with the local token (for what the client cannot send). */
    mapi: (path: string, init: RequestInit = {}) =>
      fetch(`${baseUrl}/v1/spaces/${LOCAL_SPACE_ID}${path}`, {
        ...init,
        headers: {
          authorization: LOCAL_MANAGEMENT_TOKEN,
          'content-type': 'application/json',
          ...init.headers,
        },
      }),
    stop: () => new Promise<void>((closed) => server.close(() => closed())),
  }
}

function read(req: IncomingMessage): Promise<Buffer> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => done(Buffer.concat(chunks)))
    req.on('error', fail)
  })
}

function stringHeaders(req: IncomingMessage): [string, string][] {
  const headers: [string, string][] = []
  for (const [name, value] of Object.entries(req.headers))
    if (typeof value === 'string') headers.push([name, value])
  return headers
}
