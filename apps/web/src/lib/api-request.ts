import { API_BASE_PATH, PAGINATION_HEADER, pagination, problem } from '@labstock/shared';
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
  if (!response.ok) throw new ApiError(response.status, await readProblem(response));
  return { data: (await readBody(response)) as T, totalCount: readTotalCount(response) };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  return isJson(response) ? JSON.parse(text) : text;
}

/** The problem details of a failed answer, or its status line when it has none. */
export async function readProblem(response: Response): Promise<ApiError['problem']> {
  const fallback = { status: response.status, title: response.statusText || `HTTP ${response.status}` };
  if (!isJson(response)) return fallback;
  const parsed = problem.safeParse(await response.json().catch(() => undefined));
  return parsed.success ? parsed.data : fallback;
}

function readTotalCount(response: Response): number | undefined {
  const header = response.headers.get(PAGINATION_HEADER);
  if (!header) return undefined;
  try {
    const parsed = pagination.pick({ TotalCount: true }).safeParse(JSON.parse(header));
    return parsed.success ? parsed.data.TotalCount : undefined;
  } catch {
    return undefined;
  }
}

function isJson(response: Response): boolean {
  return /[/+]json\b/.test(response.headers.get('Content-Type') ?? '');
}
