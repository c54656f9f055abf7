import { RESERVATION_PICKUP_DAYS } from '@labstock/shared';
import { loanLine, type OverdueItem } from '../mail/reminder-template.js';

/** A component a notice is about. */
export interface ComponentItem {
  componentName: string;
  componentNumber: number;
}

export interface ReservedItem extends ComponentItem {
  /** dd-MM-yyyy */
  pickUpBy: string;
}

export interface RenderedNotice {
  subject: string;
  text: string;
}

function letter(name: string, ...paragraphs: string[]): string {
  return [`Dear ${name},`, ...paragraphs, 'Kind regards,\nThe electronics lab'].join('\n\n');
}

const componentLine = (item: ComponentItem) => `- ${item.componentName}, component no. ${item.componentNumber}`;

export function renderReservationConfirmation(name: string, items: readonly ReservedItem[]): RenderedNotice {
  return {
    subject: 'Your reservation at the electronics lab',
    text: letter(
      name,
      'You have reserved the following component(s) at the electronics lab:',
      items.map((item) => `${componentLine(item)}, pick up by ${item.pickUpBy}`).join('\n'),
      `A reservation that is not picked up within ${RESERVATION_PICKUP_DAYS} days is deleted.`,
    ),
  };
}

export function renderReservationExpired(name: string, items: readonly ComponentItem[]): RenderedNotice {
  return {
    subject: 'Your reservation at the electronics lab has expired',
    text: letter(
      name,
      `The following reservation(s) were not picked up within ${RESERVATION_PICKUP_DAYS} days and have been deleted:`,
      items.map(componentLine).join('\n'),
      'You are welcome to reserve again while components are in stock.',
    ),
  };
}

export function renderDueSoon(name: string, items: readonly OverdueItem[]): RenderedNotice {
  return {
    subject: 'Reminder: loan(s) from the electronics lab due soon',
    text: letter(
      name,
      'The following component(s) you borrowed from the electronics lab are due back soon:',
      items.map(loanLine).join('\n'),
      'Please return them to the lab by their return date.',
    ),
  };
}
