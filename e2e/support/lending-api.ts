import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { demo } from './accounts';
import { productToken } from './api';
import { answerOf, labstockClient } from './labstock-client';

/** An e-mail of the log (GET /api/mail): without an SMTP server the e2e server's outbox sends and logs it. */
export interface LoggedEmail {
  recipientEmail: string;
  subject: string;
  body: string;
}

/**
 * Lending set up and looked at through the product API as the demo Clerk and Admin, for what a journey needs
 * to have happened before the screens it walks through: a unit on loan to someone else, the e-mail log.
 */
export class LendingApi {
  private constructor(
    private readonly clerk: ReturnType<typeof labstockClient>,
    private readonly admin: ReturnType<typeof labstockClient>,
  ) {}

  static async asStaff(request: APIRequestContext): Promise<LendingApi> {
    const [clerkToken, adminToken] = await Promise.all([
      productToken(request, demo.clerk.username),
      productToken(request, demo.admin.username),
    ]);
    return new LendingApi(labstockClient(request, clerkToken), labstockClient(request, adminToken));
  }

  async loanerId(auId: string): Promise<number> {
    const found = this.clerk.GET('/api/Loaners/auid/{auId}', { params: { path: { auId } } });
    return (await answerOf(found, 200)).data.loanerId;
  }

  /** The ids of a type's components, by number. */
  async componentIds(componentTypeId: number): Promise<number[]> {
    const query = { Id: String(componentTypeId), pageNumber: '1', pageSize: '50' };
    const { data: components } = await answerOf(this.clerk.GET('/api/Component', { params: { query } }), 200);
    return components.sort((a, b) => a.componentNumber - b.componentNumber).map((c) => c.componentId);
  }

  /** Hands components out to a loaner until `handinDate` (yyyy-MM-dd), as the counter does; gives the loans' ids. */
  async handOut(loanerId: number, componentIds: number[], handinDate: string): Promise<number[]> {
    const body = { loanerId, handinDate, force: true, componentIds };
    const { data } = await answerOf(this.clerk.POST('/api/Loans/batch', { body }), 201);
    // The answer's type is either shape; without consumables it is the loans alone.
    const loans = Array.isArray(data) ? data : data.loans;
    return loans.map((loan) => loan.loanId);
  }

  /** Hands out the one held reservation of a type (named in full) until `handinDate`; gives the loan's id. */
  async handOutReservationOf(componentTypeName: string, handinDate: string): Promise<number> {
    const query = { pageNumber: '1', pageSize: '100', searchString: componentTypeName };
    const { data: found } = await answerOf(this.clerk.GET('/api/Reservations', { params: { query } }), 200);
    const held = found.filter((reservation) => reservation.component.componentTypeName === componentTypeName);
    expect(held, `the reservations of ${componentTypeName}`).toHaveLength(1);
    const [{ reservationId, loanerId, component }] = held as [(typeof held)[number]];
    const body = { reservationId, componentId: component.componentId, loanerId, handinDate, force: true };
    return (await answerOf(this.clerk.POST('/api/Loans', { body }), 201)).data.loanId;
  }

  /** Takes loans back as Available. */
  async handIn(loanIds: number[]): Promise<void> {
    const items = loanIds.map((loanId) => ({ loanId, status: 0 as const }));
    await answerOf(this.clerk.POST('/api/Loans/handin', { body: { items } }), 204);
  }

  /** How many extension requests wait for a Clerk's decision. */
  async pendingExtensionCount(): Promise<number> {
    const query = { status: 'Pending' as const, pageNumber: '1', pageSize: '1' };
    const { response } = await answerOf(this.clerk.GET('/api/Loans/extensions', { params: { query } }), 200);
    return (JSON.parse(response.headers.get('x-pagination') ?? '{}') as { TotalCount: number }).TotalCount;
  }

  /** The logged e-mails to `address` whose text mentions `about`, the newest first. */
  async emailsTo(address: string, about: string): Promise<LoggedEmail[]> {
    const query = { pageNumber: '1', pageSize: '100' };
    const { data: logged } = await answerOf(this.admin.GET('/api/mail', { params: { query } }), 200);
    return logged.filter(
      (email) => email.recipientEmail === address && `${email.subject}\n${email.body}`.includes(about),
    );
  }
}
