import { Language } from '@labstock/shared';

/** A consumable that fell to or below its reorder level, as the notice tells the lab. */
export interface LowStockItem {
  componentName: string;
  /** pcs, m, g …; none when the type has no unit. */
  stockUnit: string | null;
  quantityInStock: number;
  reorderLevel: number;
  suggestedQuantity: number;
  /** The lab's name (Lab settings), as e-mails speak of it. */
  labName: string;
}

interface LowStockTexts {
  subject: (componentName: string) => string;
  intro: (componentName: string, labName: string) => string;
  inStock: (stock: string, level: string) => string;
  suggested: (quantity: string) => string;
  outro: string;
}

/** The notice's words in each language; it goes to the lab's address, so it greets no person. */
const lowStockTexts: Record<Language, LowStockTexts> = {
  [Language.English]: {
    subject: (name) => `Low stock: ${name}`,
    intro: (name, lab) => `The stock of ${name} at ${lab} has fallen to or below its reorder level.`,
    inStock: (stock, level) => `In stock: ${stock} (reorder level ${level}).`,
    suggested: (quantity) => `Suggested order: ${quantity}.`,
    outro: 'The reorder list in Labstock lists every consumable that is low.',
  },
  [Language.Danish]: {
    subject: (name) => `Lav beholdning: ${name}`,
    intro: (name, lab) => `Beholdningen af ${name} i ${lab} er faldet til eller under genbestillingsniveauet.`,
    inStock: (stock, level) => `På lager: ${stock} (genbestillingsniveau ${level}).`,
    suggested: (quantity) => `Foreslået bestilling: ${quantity}.`,
    outro: 'Genbestillingslisten i Labstock viser alle forbrugsvarer med lav beholdning.',
  },
};

/** The one e-mail of a crossing of the reorder level, to the lab's notice address. */
export function renderLowStock(language: Language, item: LowStockItem): { subject: string; text: string } {
  const texts = lowStockTexts[language];
  const amount = (quantity: number) => (item.stockUnit ? `${quantity} ${item.stockUnit}` : String(quantity));
  return {
    subject: texts.subject(item.componentName),
    text: [
      texts.intro(item.componentName, item.labName),
      `${texts.inStock(amount(item.quantityInStock), amount(item.reorderLevel))}\n${texts.suggested(amount(item.suggestedQuantity))}`,
      texts.outro,
    ].join('\n\n'),
  };
}
