import { MAX_STOCK } from '@labstock/shared';

/** Every text the stock module answers with: a rule is found by its words. */
export const stockMessages = {
  typeNotFound: (componentTypeId: number) => `Component type ${componentTypeId} was not found.`,
  loanerNotFound: 'Loaner not found.',
  lentType: 'This component type is lent and handed back, not issued from stock: hand out one of its components.',
  notEnough: (available: number, unit: string | null) =>
    `Not enough in stock: only ${unit ? `${available} ${unit}` : available} left.`,
  tooMuch: `The stock of one consumable cannot go above ${MAX_STOCK}.`,
  issueOnlyToYourself: 'You can record only what you took yourself.',
  notSelfService: 'This consumable is issued at the counter: ask a Clerk.',
} as const;
