import { API_BASE_PATH, PAGINATION_HEADER, type Problem } from '@labstock/shared';
import { ApiError } from './api-error';

export type QueryValue = string | number | boolean | (string | number)[] | undefined;

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Undefined values are left out; arrays become repeated keys (`a=1&a=2`). */
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart; takes the place of `body`. */
  formData?: FormData;
  signal?: AbortSignal;
}

export interface ApiResult<T> {
  data: T;
  /** TotalCount of the X-Pagination header, on paged lists. */
  totalCount?: number;
  /** The header's TotalCountCapped: the list holds more than totalCount rows (a log, a search, never booked). */
  totalCapped?: boolean;
}

export function apiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const search = params.toString();
  const cleanPath = path.startsWith('/') ? path : `/${path}`;
  return `${API_BASE_PATH}${cleanPath}${search ? `?${search}` : ''}`;
}

/**
 * One call to the API with an explicit bearer token (or none). Most code wants `apiFetch`,
 * which adds the product token.
 */
export async function apiRequest<T>(
  path: string,
  options: ApiOptions & { bearer?: string } = {},
): Promise<ApiResult<T>> {
  const headers = new Headers({ Accept: 'application/json' });
  if (options.bearer) headers.set('Authorization', `Bearer ${options.bearer}`);
  let body: BodyInit | undefined;
  if (options.formData) {
    body = options.formData;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const response = await fetch(apiUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
  });
  if (!response.ok) throw await readApiError(response);
  return { data: (await readBody(response)) as T, ...readPagination(response) };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  return isJson(response) ? JSON.parse(text) : text;
}

/** The error of a failed answer: its problem details (its status line when it has none) and its JSON body. */
export async function readApiError(response: Response): Promise<ApiError> {
  const body: unknown = isJson(response) ? await response.json().catch(() => undefined) : undefined;
  const fallback = { status: response.status, title: response.statusText || `HTTP ${response.status}` };
  return new ApiError(response.status, asProblem(body) ?? fallback, body);
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isOptionalString = (value: unknown) => value === undefined || isString(value);

/** Field name → messages, as the `errors` of a validation problem. */
function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((messages) => Array.isArray(messages) && messages.every(isString))
  );
}

/**
 * The shared `problem` schema checked by hand: what it accepts, with only its fields. This runs in every screen's
 * first load, where zod (the schema's library) is not needed otherwise; a test holds the two together.
 */
export function asProblem(body: unknown): Problem | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { type, status, title, detail, errors } = body as Record<string, unknown>;
  if (typeof status !== 'number' || !Number.isSafeInteger(status) || !isString(title)) return undefined;
  if (!isOptionalString(type) || !isOptionalString(detail)) return undefined;
  if (errors !== undefined && !isFieldErrors(errors)) return undefined;
  return {
    ...(type !== undefined && { type }),
    status,
    title,
    ...(detail !== undefined && { detail }),
    ...(errors !== undefined && { errors }),
  };
}

function readPagination(response: Response): Pick<ApiResult<unknown>, 'totalCount' | 'totalCapped'> {
  const header = response.headers.get(PAGINATION_HEADER);
  if (!header) return {};
  try {
    // TotalCount and TotalCountCapped of the shared `pagination` schema.
    const { TotalCount: total, TotalCountCapped: capped } = JSON.parse(header) ?? {};
    if (typeof total !== 'number' || !Number.isSafeInteger(total)) return {};
    return capped === true ? { totalCount: total, totalCapped: true } : { totalCount: total };
  } catch {
    return {};
  }
}

function isJson(response: Response): boolean {
  return /[/+]json\b/.test(response.headers.get('Content-Type') ?? '');
}
