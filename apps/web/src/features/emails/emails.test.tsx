import { type EmailLog, EmailStatus, type ReminderRun } from '@labstock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeProductToken } from '../../lib/auth/product-token';
import { epochSeconds, fakeJwt } from '../../test/fake-jwt';
import { type Answer, jsonResponse, problemResponse, type RecordedCall, stubServer } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-with-providers';
import { bodyPreview } from './body-preview';
import { Component as EmailsScreen } from './route';

const template = {
  subject: 'Reminder: overdue loan(s) from the electronics lab',
  body: 'Dear {name},\n\nOur records show...\n\n{components}\n\nKind regards,\nThe electronics lab',
};
const logs: EmailLog[] = [
  {
    emailLogId: 2,
    recipientEmail: 'lea@uni.example',
    subject: template.subject,
    body: 'Dear Lea Loaner, our records show that you have overdue loans.',
    status: EmailStatus.Failed,
    sentAt: new Date(2025, 2, 7, 9, 5).toISOString(),
    errorMessage: 'Mailbox unavailable',
  },
  {
    emailLogId: 1,
    recipientEmail: 'sam@uni.example',
    subject: template.subject,
    body: 'Short body',
    status: EmailStatus.Sent,
    sentAt: new Date(2025, 2, 6, 14, 30).toISOString(),
    errorMessage: null,
  },
];

/** The server of the Emails screen; `answer` overrides single calls. */
function serve(answer?: Answer): RecordedCall[] {
  return stubServer((call) => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (path === '/api/mail/reminder/template') return jsonResponse(template);
    if (path === '/api/mail/reminder/count') return jsonResponse({ count: 3 });
    if (path === '/api/mail/reminder') {
      return jsonResponse({ reminderRunId: 1, sent: 3, failed: 0, total: 3, finished: true });
    }
    if (path === '/api/mail/reminder/progress') return jsonResponse(null);
    return jsonResponse(logs, {
      headers: { 'X-Pagination': JSON.stringify({ TotalCount: 2, PageSize: 10, CurrentPage: 1, TotalPages: 1 }) },
    });
  }, answer);
}

beforeEach(() => storeProductToken(fakeJwt({ sub: '1', exp: epochSeconds(3600), role: ['Loaner', 'Admin'] })));
afterEach(() => vi.unstubAllGlobals());

describe('body preview', () => {
  it('cuts the body to 20 characters plus ...', () => {
    expect(bodyPreview('Dear Lea Loaner, our records show')).toBe('Dear Lea Loaner, our...');
    expect(bodyPreview('Short body')).toBe('Short body');
  });
});

describe('Emails screen', () => {
  it('shows the reminder with its recipient count and opens the full template', async () => {
    serve();
    renderWithProviders(<EmailsScreen />);
    const reminder = await screen.findByRole('region', { name: 'Overdue reminder' });
    expect(await within(reminder).findByText(template.subject)).toBeInTheDocument();
    expect(await within(reminder).findByRole('button', { name: 'Sends email to 3' })).toBeEnabled();

    await userEvent.click(within(reminder).getByRole('button', { name: /Show full template/ }));
    const dialog = await screen.findByRole('dialog', { name: template.subject });
    expect(dialog).toHaveTextContent('Kind regards,');
  });

  it('sends the reminder after confirmation and refreshes the logs and the count', async () => {
    const calls = serve();
    renderWithProviders(<EmailsScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sends email to 3' }));

    const dialog = screen.getByRole('dialog', { name: 'Send reminder' });
    expect(dialog).toHaveTextContent('Send reminder email to 3 user(s)?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Successfully added')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/mail/reminder')).toBe(true);
    await waitFor(() => {
      expect(calls.filter((call) => call.url === '/api/mail/reminder/count')).toHaveLength(2);
      expect(calls.filter((call) => call.url.startsWith('/api/mail?'))).toHaveLength(2);
    });
  });

  it('shows the server message when sending fails', async () => {
    serve((call) =>
      call.method === 'POST'
        ? problemResponse(409, { title: 'Conflict', detail: 'A reminder is being sent already.' })
        : undefined,
    );
    renderWithProviders(<EmailsScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sends email to 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Unsuccessful: A reminder is being sent already.')).toBeInTheDocument();
  });

  it('follows a run that is sending: a progress bar and "Sent n of total", then the final counts', async () => {
    const sending: ReminderRun = { reminderRunId: 7, sent: 1199, failed: 1, total: 5000, finished: false };
    let progressCalls = 0;
    const calls = serve((call) => {
      if (!call.url.startsWith('/api/mail/reminder/progress')) return undefined;
      progressCalls += 1;
      return jsonResponse(progressCalls === 1 ? sending : { ...sending, sent: 4990, failed: 10, finished: true });
    });
    renderWithProviders(<EmailsScreen />);
    const reminder = await screen.findByRole('region', { name: 'Overdue reminder' });

    expect(await within(reminder).findByText('Sent 1,200 of 5,000')).toBeInTheDocument();
    expect(within(reminder).getByRole('button', { name: /^Sends email to/ })).toBeDisabled();
    expect(within(reminder).getByRole('progressbar', { name: 'Reminder send progress' })).toHaveAttribute(
      'aria-valuenow',
      '24',
    );
    expect(
      await within(reminder).findByText('Last reminder send: 4,990 sent, 10 failed', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(within(reminder).queryByRole('progressbar')).not.toBeInTheDocument();
    // The run's end brings its e-mails into the log and changes the count.
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/mail/reminder/count')).toHaveLength(2));
  });

  it('lists the e-mail log with cut bodies, status words and send times', async () => {
    const calls = serve();
    renderWithProviders(<EmailsScreen />);
    const table = await screen.findByRole('table', { name: 'Email Logs' });
    const failed = (await within(table).findByText('lea@uni.example')).closest('tr') as HTMLElement;
    expect(within(failed).getByText('Dear Lea Loaner, our...')).toBeInTheDocument();
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('07-03-2025 09:05')).toBeInTheDocument();
    expect(within(failed).getByText('Mailbox unavailable')).toBeInTheDocument();
    const sent = within(table).getByText('sam@uni.example').closest('tr') as HTMLElement;
    expect(within(sent).getByText('Sent')).toBeInTheDocument();
    expect(within(sent).getByText('Short body')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/mail?pageNumber=1&pageSize=10');
  });
});
