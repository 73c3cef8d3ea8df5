import { API_BASE_PATH, type RouteDef, envelopeSchema, pathParameters } from '@simbiz/contracts';
import { z } from 'zod';
import { REFUSAL_STATUSES } from '../api/http-envelopes';

const REFUSAL_SCHEMA = {
  type: 'object',
  required: ['code', 'data'],
  properties: {
    code: { const: 1 },
    data: { type: 'object', required: ['details'], properties: { details: { type: 'string' }, correlationId: { type: 'string' } } },
  },
};

/** An OpenAPI 3.1 document of the gateway's routes, generated from the contracts' route table. */
export function openApiDocument(routes: readonly RouteDef[], version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const names = pathParameters(route.path);
    const request = z.toJSONSchema(route.message.request, { io: 'input', unrepresentable: 'any' });
    const reply = z.toJSONSchema(envelopeSchema(route.message.reply), { io: 'output', unrepresentable: 'any' });
    const operation: Record<string, unknown> = {
      operationId: route.message.subject,
      summary: route.message.subject,
      parameters: [
        ...names.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
        { name: 'x-csrf', in: 'header', required: true, schema: { const: '1' } },
      ],
      security: route.auth === 'public' ? [] : [{ session: [] }],
      responses: {
        '200': { description: 'The envelope { code, data }', content: { 'application/json': { schema: reply } } },
        ...Object.fromEntries(REFUSAL_STATUSES.map((status) => [String(status), { $ref: '#/components/responses/Refusal' }])),
      },
      ...(typeof route.auth === 'object' ? { 'x-required-role': route.auth.role } : {}),
      ...(route.roundBound ? { 'x-round-bound': true } : {}),
    };
    if (route.method !== 'GET') operation['requestBody'] = { required: true, content: { 'application/json': { schema: request } } };
    const path = `${API_BASE_PATH}${route.path}`;
    paths[path] = { ...(paths[path] ?? {}), [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'SimBiz gateway', version },
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
      responses: {
        Refusal: {
          description: 'Refused by the gateway before or instead of a service (docs/decisions.md lists what each status means)',
          content: { 'application/json': { schema: REFUSAL_SCHEMA } },
        },
      },
    },
    paths,
  };
}
