import { z } from 'zod'
import { brandSlugSchema } from '../../client/domain/brand.ts'
import { dayHoursSchema, departmentSchema } from '../../client/domain/location.ts'
import {
  MAX_PAGE,
  MAX_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  multiFilterKeys,
  multiFilters,
  rangeFilterKeys,
  rangeFilters,
  sortSchema,
} from '../../client/domain/stock-search.ts'
import * as wire from '../../worker/stock/contract.ts'

/**
 * The stock API's OpenAPI 3.1 document, generated from the zod contract (worker/stock/contract.ts:
 * the one source) with `z.toJSONSchema`, plus the paths, parameters and examples. Written to
 * docs/stock-api/openapi.json by `npm run stock:openapi`; a unit test fails while the committed
 * file differs from what this builds (scripts/stock/openapi.test.ts).
 */

/** The shapes the document names, each once under `components.schemas`. */
const named = {
  Image: wire.wireImageSchema,
  Download: wire.wireDownloadSchema,
  VehicleSummary: wire.wireVehicleSummarySchema,
  Vehicle: wire.wireVehicleSchema,
  FacetEntry: wire.wireFacetEntrySchema,
  SearchResponse: wire.wireSearchResponseSchema,
  VehicleResponse: wire.wireVehicleResponseSchema,
  VehiclesByIdsResponse: wire.wireVehiclesByIdsResponseSchema,
  Model: wire.wireModelSchema,
  BrandSummary: wire.wireBrandSummarySchema,
  Brand: wire.wireBrandSchema,
  BrandsResponse: wire.wireBrandsResponseSchema,
  BrandResponse: wire.wireBrandResponseSchema,
  ModelResponse: wire.wireModelResponseSchema,
  Employee: wire.wireEmployeeSchema,
  DayHours: dayHoursSchema,
  Department: departmentSchema,
  Location: wire.wireLocationSchema,
  LocationsResponse: wire.wireLocationsResponseSchema,
  LocationResponse: wire.wireLocationResponseSchema,
  LeaseOfferSummary: wire.wireLeaseOfferSummarySchema,
  LeaseOffer: wire.wireLeaseOfferSchema,
  LeaseOffersResponse: wire.wireLeaseOffersResponseSchema,
  LeaseOfferResponse: wire.wireLeaseOfferResponseSchema,
  ValuationRequest: wire.wireValuationRequestSchema,
  ValuationResponse: wire.wireValuationResponseSchema,
  Error: wire.wireErrorSchema,
} satisfies Record<string, z.ZodType>
type SchemaName = keyof typeof named

/** Example answers by operation, each checked against its schema before it is written. */
export interface StockExamples {
  brands: unknown
  brand: unknown
  model: unknown
  search: unknown
  vehicle: unknown
  vehiclesByIds: unknown
  locations: unknown
  location: unknown
  leaseOffers: unknown
  leaseOffer: unknown
  valuation: unknown
  notFound: unknown
}

/** A schema as JSON Schema without its `$schema` line (it sits inside the document). */
function plain(schema: z.ZodType, io: 'input' | 'output' = 'input') {
  const { $schema: _schema, ...rest } = z.toJSONSchema(schema, { io })
  return rest
}

const ref = (name: SchemaName) => ({ $ref: `#/components/schemas/${name}` })

function componentSchemas(): Record<string, unknown> {
  const registry = z.registry<{ id: string }>()
  for (const [id, schema] of Object.entries(named)) registry.add(schema, { id })
  // `input`: the document describes what the API sends, before the site reshapes it.
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'input',
    uri: (id) => `#/components/schemas/${id}`,
  })
  return Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _schema, $id: _id, ...schema }]) => [id, schema])
  )
}

function json(name: SchemaName, example: unknown, description: string) {
  named[name].parse(example)
  return { description, content: { 'application/json': { schema: ref(name), example } } }
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ref('Error') } },
})

const unauthorized = { $ref: '#/components/responses/Unauthorized' }
const language = { $ref: '#/components/parameters/Language' }

/** An answer with free text, which says its language (`Content-Language`). */
const saysItsLanguage = <A extends object>(answer: A) => ({
  ...answer,
  headers: { 'Content-Language': { $ref: '#/components/headers/ContentLanguage' } },
})

function pathParameter(name: string, description: string, schema: z.ZodType) {
  return { name, in: 'path', required: true, description, schema: plain(schema) }
}

/** The search's query parameters, from the site's own filter table (client/domain/stock-search.ts). */
function searchParameters() {
  const strip = (schema: z.ZodType) => plain(schema)
  return [
    {
      name: 'brand',
      in: 'query',
      description: 'Brand slugs (OR). Repeated or comma-separated.',
      schema: { type: 'array', items: strip(brandSlugSchema) },
      style: 'form',
      explode: true,
    },
    {
      name: 'model',
      in: 'query',
      description:
        'Models as `brand.model` (`fiat.500e`), OR-ed. Once a brand has ticked models, only those of it match.',
      schema: { type: 'array', items: { type: 'string', pattern: '^[a-z0-9-]+\\.[a-z0-9-]+$' } },
      style: 'form',
      explode: true,
    },
    ...multiFilterKeys.map((key) => ({
      name: key,
      in: 'query',
      description: 'Values OR-ed; repeated or comma-separated.',
      schema: { type: 'array', items: strip(multiFilters[key].schema) },
      style: 'form',
      explode: true,
    })),
    ...rangeFilterKeys.flatMap((key) =>
      (['min', 'max'] as const).map((end) => ({
        name: `${key}_${end}`,
        in: 'query',
        description: `${end === 'min' ? 'Lowest' : 'Highest'} ${key}, inclusive; clamped to the bounds, a reversed pair swapped.`,
        schema: {
          type: 'integer',
          minimum: rangeFilters[key].bounds[0],
          maximum: rangeFilters[key].bounds[1],
        },
      }))
    ),
    {
      name: 'vat_reportable',
      in: 'query',
      description: 'Only VAT-reportable vehicles.',
      schema: { type: 'boolean' },
    },
    {
      name: 'sort',
      in: 'query',
      schema: { ...strip(sortSchema), default: DEFAULT_SORT },
    },
    {
      name: 'page',
      in: 'query',
      schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
    },
    {
      name: 'page_size',
      in: 'query',
      schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
    },
  ]
}

const DESCRIPTION = `The contract between the dealer group's website and its stock backend (docs/stock-api.md explains it).
Generated from the zod schemas of worker/stock/contract.ts (the one source): do not edit by hand, run \`npm run stock:openapi\`.

- JSON only, snake_case keys, codes without labels; prices in euros VAT included unless the key says \`excl_vat\`.
- Every picture and document URL is absolute https, on any host; the site resizes pictures itself.
- \`language\` (ISO 639-1) asks free text (descriptions, equipment, conditions) in that language; French when the API has none.
- \`Authorization: Bearer <token>\` on every request when the API is given a token; 401 otherwise.
- The search is lenient (never 400); sold and unknown vehicles answer 404 with the error body.
- \`npm run stock:check -- --url URL [--token T]\` checks a live API against this document.`

export function buildStockOpenApi(examples: StockExamples) {
  const vehicleId = pathParameter('id', 'Vehicle id', z.number().int().positive().max(999_999_999))
  const brandParameter = pathParameter('brand', 'Brand slug', brandSlugSchema)
  return {
    openapi: '3.1.0',
    info: {
      title: 'Stock API',
      version: wire.STOCK_API_VERSION,
      description: DESCRIPTION,
    },
    servers: [{ url: 'https://stock-api.example.lu/v1', description: 'The group’s stock API' }],
    security: [{ bearer: [] }],
    paths: {
      '/vehicles/search': {
        get: {
          operationId: 'searchVehicles',
          summary: 'Faceted search of the vehicles on sale',
          description:
            'Each facet is counted over the vehicles matching all the other filters (its own selection ignored); a ticked value with no match stays listed with count 0. Unknown parameters are ignored, invalid values dropped: never 400.',
          parameters: [...searchParameters(), language],
          responses: {
            200: json('SearchResponse', examples.search, 'One page of results, facets and ranges'),
            401: unauthorized,
          },
        },
      },
      '/vehicles': {
        get: {
          operationId: 'vehiclesByIds',
          summary: 'Vehicles by id (favourites, compare)',
          parameters: [
            {
              name: 'ids',
              in: 'query',
              required: true,
              description:
                '1 to 48 comma-separated ids. Sold or unknown ids come back in `missing`.',
              schema: { type: 'string', pattern: '^\\d{1,9}(,\\d{1,9}){0,47}$' },
              example: '12,57,1033',
            },
            language,
          ],
          responses: {
            200: json('VehiclesByIdsResponse', examples.vehiclesByIds, 'In the request’s order'),
            400: errorAnswer('`ids` missing or malformed'),
            401: unauthorized,
          },
        },
      },
      '/vehicles/{id}': {
        get: {
          operationId: 'vehicle',
          summary: 'One vehicle on sale, with description and equipment',
          parameters: [vehicleId, language],
          responses: {
            200: saysItsLanguage(json('VehicleResponse', examples.vehicle, 'The vehicle')),
            401: unauthorized,
            404: json('Error', examples.notFound, 'Unknown or sold'),
          },
        },
      },
      '/brands': {
        get: {
          operationId: 'brands',
          summary: 'The brands of the catalogue (an open list: any make)',
          parameters: [language],
          responses: {
            200: json('BrandsResponse', examples.brands, 'Every brand, in the order to list them'),
            401: unauthorized,
          },
        },
      },
      '/brands/{brand}': {
        get: {
          operationId: 'brand',
          summary: 'A brand with its models',
          parameters: [brandParameter, language],
          responses: {
            200: saysItsLanguage(json('BrandResponse', examples.brand, 'The brand')),
            401: unauthorized,
            404: errorAnswer('Unknown brand'),
          },
        },
      },
      '/brands/{brand}/models/{model}': {
        get: {
          operationId: 'model',
          summary: 'A model of the catalogue',
          parameters: [
            brandParameter,
            pathParameter('model', 'Model slug', z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
            language,
          ],
          responses: {
            200: saysItsLanguage(json('ModelResponse', examples.model, 'The model')),
            401: unauthorized,
            404: errorAnswer('Unknown brand or model'),
          },
        },
      },
      '/locations': {
        get: {
          operationId: 'locations',
          summary: 'The dealerships',
          responses: {
            200: json('LocationsResponse', examples.locations, 'Every dealership'),
            401: unauthorized,
          },
        },
      },
      '/locations/{slug}': {
        get: {
          operationId: 'location',
          summary: 'One dealership',
          parameters: [
            pathParameter(
              'slug',
              'Dealership slug',
              z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
            ),
          ],
          responses: {
            200: json('LocationResponse', examples.location, 'The dealership'),
            401: unauthorized,
            404: errorAnswer('Unknown dealership'),
          },
        },
      },
      '/lease-offers': {
        get: {
          operationId: 'leaseOffers',
          summary: 'The lease offers',
          parameters: [
            {
              name: 'type',
              in: 'query',
              description: 'Only private or only business offers; another value is a 400.',
              schema: { type: 'string', enum: ['private', 'business'] },
            },
            language,
          ],
          responses: {
            200: json('LeaseOffersResponse', examples.leaseOffers, 'Offer summaries'),
            400: errorAnswer('`type` is neither `private` nor `business`'),
            401: unauthorized,
          },
        },
      },
      '/lease-offers/{slug}': {
        get: {
          operationId: 'leaseOffer',
          summary: 'One lease offer, with its terms and conditions',
          parameters: [
            pathParameter('slug', 'Offer slug', z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
            language,
          ],
          responses: {
            200: saysItsLanguage(json('LeaseOfferResponse', examples.leaseOffer, 'The offer')),
            401: unauthorized,
            404: errorAnswer('Unknown offer'),
          },
        },
      },
      '/valuations': {
        post: {
          operationId: 'valuation',
          summary: 'A trade-in valuation',
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: ref('ValuationRequest'),
                example: {
                  brand: 'Kia',
                  model: 'Sportage',
                  year: 2021,
                  mileage: 60000,
                  fuel: 'hybrid',
                  condition: 'good',
                },
              },
            },
          },
          responses: {
            200: json('ValuationResponse', examples.valuation, 'The valuation'),
            400: errorAnswer('A field missing or out of range, listed in `issues`'),
            401: unauthorized,
          },
        },
      },
    },
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token the site holds as its `STOCK_API_TOKEN` secret.',
        },
      },
      parameters: {
        Language: {
          name: 'language',
          in: 'query',
          required: false,
          schema: plain(wire.wireLanguageSchema),
        },
      },
      headers: {
        ContentLanguage: {
          required: true,
          description:
            'The language of all of the answer’s free text: the one asked for, or `fr` when the API has not all of it in that language. The site marks the text with it on a page in another language.',
          schema: { type: 'string', pattern: '^[a-z]{2}(-[A-Za-z0-9]{2,8})*$', example: 'fr' },
        },
      },
      responses: {
        Unauthorized: {
          description: 'No bearer token, or not the API’s (`code: unauthorized`)',
          content: { 'application/json': { schema: ref('Error') } },
        },
      },
      schemas: componentSchemas(),
    },
  }
}
