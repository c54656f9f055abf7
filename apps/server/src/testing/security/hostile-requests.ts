import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { type ApiRequest, toInject } from './api-access-table.js';
import {
  hostileJson,
  hostileNumber,
  hostilePathValue,
  hostileQueryValue,
  hostileText,
  malformedJsonBodies,
} from './hostile-values.js';

/** A route to attack: its valid request (from the access table) and the query parameters it documents. */
export interface FuzzTarget {
  method: string;
  /** The path as registered, e.g. `/api/Loaners/:id`. */
  pattern: string;
  base: ApiRequest;
  queryNames: string[];
}

/** A valid request with one thing broken, or a body that is no JSON at all. */
export type HostileCall = ApiRequest & { raw?: { payload: string; contentType: string } };

/** Path segments that are encoding tricks rather than values. */
const rawSegments = ['%', '%zz', '%00', '..', '.', '%2F', ';', '%E0%A4%A'];
const extraKeys = fc.oneof(hostileText, fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'roles', 'loanerId'));

function withPathParam(target: FuzzTarget): fc.Arbitrary<HostileCall> | undefined {
  const patternSegments = target.pattern.split('/');
  const positions = patternSegments.flatMap((segment, i) => (segment.startsWith(':') ? [i] : []));
  if (positions.length === 0) return undefined;
  // A UTF-8 round trip replaces lone surrogates, which encodeURIComponent refuses.
  const encoded = hostilePathValue.map((text) => encodeURIComponent(Buffer.from(text).toString()));
  const value = fc.oneof(encoded, fc.constantFrom(...rawSegments));
  return fc.tuple(fc.constantFrom(...positions), value).map(([position, segment]) => {
    const segments = target.base.url.split('/');
    segments[position] = segment;
    return { ...target.base, url: segments.join('/') };
  });
}

function withQuery(target: FuzzTarget): fc.Arbitrary<HostileCall> | undefined {
  const base = target.base.query ?? {};
  const names = [...new Set([...target.queryNames, ...Object.keys(base)])];
  if (names.length === 0) return undefined;
  const without = (name: string) => Object.fromEntries(Object.entries(base).filter(([key]) => key !== name));
  return fc.oneof(
    fc
      .tuple(fc.constantFrom(...names), hostileQueryValue)
      .map(([name, value]) => ({ ...target.base, query: { ...base, [name]: value } })),
    fc.constantFrom(...names).map((name) => ({ ...target.base, query: without(name) })),
    fc
      .tuple(extraKeys, hostileQueryValue)
      .map(([name, value]) => ({ ...target.base, query: { ...base, [name]: value } })),
  );
}

type JsonObject = Record<string, unknown>;

/** Mostly an extreme value of the valid one's kind (the likeliest to slip past validation), else any kind. */
function hostileLike(valid: unknown): fc.Arbitrary<unknown> {
  const sameKind = typeof valid === 'number' ? hostileNumber : typeof valid === 'string' ? hostileText : hostileJson;
  return fc.oneof({ weight: 3, arbitrary: sameKind }, hostileJson);
}

/** One field of an object replaced, dropped or added. */
function mutatedObject(object: JsonObject): fc.Arbitrary<JsonObject> {
  const fields = Object.keys(object);
  const without = (name: string) => Object.fromEntries(Object.entries(object).filter(([key]) => key !== name));
  const replaced = fc
    .constantFrom(...fields)
    .chain((name) => hostileLike(object[name]).map((value) => ({ ...object, [name]: value })));
  return fc.oneof(
    { weight: 3, arbitrary: replaced },
    fc.constantFrom(...fields).map(without),
    fc.tuple(extraKeys, hostileJson).map(([name, value]) => ({ ...object, [name]: value })),
  );
}

function withJson(target: FuzzTarget): fc.Arbitrary<HostileCall> | undefined {
  const json = target.base.json;
  if (json === undefined) return undefined;
  const whole = hostileJson.map((value) => ({ ...target.base, json: value }));
  if (Array.isArray(json)) {
    const first = json[0] as JsonObject;
    return fc.oneof(
      whole,
      {
        weight: 3,
        arbitrary: mutatedObject(first).map((element) => ({ ...target.base, json: [element, ...json.slice(1)] })),
      },
      fc.constant({ ...target.base, json: Array.from({ length: 501 }, () => first) }),
    );
  }
  return fc.oneof(whole, {
    weight: 3,
    arbitrary: mutatedObject(json as JsonObject).map((object) => ({ ...target.base, json: object })),
  });
}

function withForm(target: FuzzTarget): fc.Arbitrary<HostileCall> | undefined {
  const form = target.base.form;
  if (!form) return undefined;
  const fields = Object.keys(form);
  const without = (name: string) => Object.fromEntries(Object.entries(form).filter(([key]) => key !== name));
  return fc.oneof(
    fc
      .tuple(fc.constantFrom(...fields), fc.oneof(hostileText, fc.array(hostileText, { minLength: 2, maxLength: 60 })))
      .map(([name, value]) => ({ ...target.base, form: { ...form, [name]: value } })),
    fc.constantFrom(...fields).map((name) => ({ ...target.base, form: without(name) })),
    fc.tuple(extraKeys, hostileText).map(([name, value]) => ({ ...target.base, form: { ...form, [name]: value } })),
    fc.constantFrom(...fields).map((name) => ({
      ...target.base,
      form: { ...form, [name]: { bytes: Buffer.from('not a field'), filename: 'x.png', type: 'image/png' } },
    })),
  );
}

/** Bodies no JSON parser should take, and JSON under the wrong content type. */
function withRawBody(target: FuzzTarget): fc.Arbitrary<HostileCall> | undefined {
  if (target.method === 'GET') return undefined;
  const asJson = fc
    .constantFrom(...malformedJsonBodies)
    .map((payload) => ({ payload, contentType: 'application/json' }));
  const otherType = fc
    .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data')
    .map((contentType) => ({ payload: JSON.stringify(target.base.json ?? { a: 1 }), contentType }));
  return fc.oneof(asJson, otherType).map((raw) => ({ ...target.base, form: undefined, raw }));
}

/** Every way this route's input can be broken. */
export function hostileCalls(target: FuzzTarget): fc.Arbitrary<HostileCall> {
  const kinds = [withPathParam, withQuery, withJson, withForm, withRawBody]
    .map((kind) => kind(target))
    .filter((arbitrary): arbitrary is fc.Arbitrary<HostileCall> => arbitrary !== undefined);
  return fc.oneof(...kinds);
}

export function takesInput(target: FuzzTarget): boolean {
  return target.pattern.includes(':') || target.queryNames.length > 0 || !!target.base.json || !!target.base.form;
}

export async function toHostileInject(
  method: string,
  call: HostileCall,
  headers: Record<string, string>,
): Promise<InjectOptions> {
  if (!call.raw) return toInject(method, call, headers);
  const options = await toInject(method, { url: call.url, query: call.query }, headers);
  return {
    ...options,
    payload: call.raw.payload,
    headers: { ...options.headers, 'content-type': call.raw.contentType },
  };
}
