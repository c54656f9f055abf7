import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { type ZodType, z } from 'zod';

/**
 * Writes each route's answers with fast-json-stringify, compiled once from the route's zod response schema as the
 * OpenAPI document shows it. Only the schema's properties are written, so a row that carries more (another
 * loaner's details, an image's bytes) never leaks them. Checking every answer against the zod schema as well would
 * cost more than writing it, for what the repositories' TypeScript types already promise (decision 027).
 */
export const responseSerializerCompiler: FastifySerializerCompiler<ZodType> = ({ schema, method, url }) => {
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', override: nullableAsTypeList });
  const stringify = fastJson(jsonSchema as never);
  return (data) => {
    try {
      return stringify(data);
    } catch (error) {
      throw new Error(`The answer of ${method} ${url} does not match its schema`, { cause: error });
    }
  };
};

type JsonSchema = Record<string, unknown>;

/**
 * zod writes a nullable object or number as `anyOf: [its schema, { type: 'null' }]`, for which fast-json-stringify
 * checks every value against each branch; `type: [its type, 'null']` says the same and is written directly.
 */
function nullableAsTypeList({ jsonSchema }: { jsonSchema: JsonSchema }): void {
  const branches = jsonSchema.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return;
  const nullAt = branches.findIndex((branch: JsonSchema) => branch.type === 'null' && Object.keys(branch).length === 1);
  const other: JsonSchema | undefined = branches[1 - nullAt];
  if (nullAt === -1 || typeof other?.type !== 'string') return;
  delete jsonSchema.anyOf;
  Object.assign(jsonSchema, other, { type: [other.type, 'null'] });
}
