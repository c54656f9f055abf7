import { isWebAddress, storableText, WEB_ADDRESS_MESSAGE } from '@labstock/shared';
import { z } from 'zod';
import { formMessages } from '../component-types/component-types.messages.js';
import { importMessages } from './csv-import.messages.js';

/** Schemas of CSV cells. A cell left empty arrives as undefined (see readTable). */

export const requiredText = (header: string, max: number) =>
  storableText({ error: formMessages.required(header) }).max(max, formMessages.atMostCharacters(max));

export const optionalText = (max: number) =>
  storableText()
    .max(max, formMessages.atMostCharacters(max))
    .optional()
    .transform((cell) => cell ?? null);

/** A link cell (wiki, datasheet): empty, or an http(s) address. */
export const optionalLink = (max: number) =>
  optionalText(max).refine((cell) => cell === null || isWebAddress(cell), WEB_ADDRESS_MESSAGE);

/** A status by its name (any case) or its number; an empty cell is the fallback. */
export function statusCell<S extends number>(names: Record<S, string>, allowed: readonly S[], fallback: S) {
  const byText = new Map<string, S>(
    allowed.flatMap((status) => [
      [names[status].toLowerCase(), status],
      [String(status), status],
    ]),
  );
  const message = importMessages.mustBeOneOf(allowed.map((status) => names[status]).join(', '));
  return z
    .string()
    .optional()
    .transform((cell, ctx) => {
      if (cell === undefined) return fallback;
      const status = byText.get(cell.toLowerCase());
      if (status !== undefined) return status;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
}

/** A whole number cell, or null when empty. */
export const optionalWholeNumber = (number: z.ZodNumber) =>
  z
    .string()
    .regex(/^\d+$/, importMessages.wholeNumber)
    .transform(Number)
    .pipe(number)
    .optional()
    .transform((value) => value ?? null);
