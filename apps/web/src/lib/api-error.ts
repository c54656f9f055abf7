import { messages, type Problem } from '@labstock/shared';
import { i18n } from '../i18n/i18n';

/** A non-2xx answer of the API, with its problem details (RFC 9457). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem,
    /** The whole answer, for the calls whose problem says more than the shared fields (a batch's refusals). */
    readonly body?: unknown,
  ) {
    super(problem.detail || problem.title);
    this.name = 'ApiError';
  }
}

/** The server's message for a notification; `fallback` when the error carries none. */
export function errorText(error: unknown, fallback: string = i18n.t(messages.unexpectedError)): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The validation messages of a 400 answer joined into one line, or the error's message when it has none. */
export function validationText(error: unknown, fallback?: string): string {
  const fieldErrors = error instanceof ApiError ? error.problem.errors : undefined;
  const lines = fieldErrors ? Object.values(fieldErrors).flat() : [];
  return lines.length > 0 ? lines.join(', ') : errorText(error, fallback);
}
