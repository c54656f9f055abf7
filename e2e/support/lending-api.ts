import { type APIRequestContext, expect } from '@playwright/test';
import { demo } from './accounts';
import { productToken } from './api';

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
    private readonly request: APIRequestContext,
    private readonly clerkToken: string,
    private readonly adminToken: string,
  ) {}

  static async asStaff(request: APIRequestContext): Promise<LendingApi> {
    const [clerkToken, adminToken] = await Promise.all([
      productToken(request, demo.clerk.username),
      productToken(request, demo.admin.username),
    ]);
    return new LendingApi(request, clerkToken, adminToken);
  }

  private async clerkGet<T>(path: string): Promise<T> {
    const res = await this.request.get(path, { headers: { authorization: `Bearer ${this.clerkToken}` } });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as T;
  }

  async loanerId(auId: string): Promise<number> {
    return (await this.clerkGet<{ loanerId: number }>(`/api/Loaners/auid/${auId}`)).loanerId;
  }

  /** The ids of a type's components, by number. */
  async componentIds(componentTypeId: number): Promise<number[]> {
    const components = await this.clerkGet<{ componentId: number; componentNumber: number }[]>(
      `/api/Component?Id=${componentTypeId}&pageNumber=1&pageSize=50`,
    );
    return components.sort((a, b) => a.componentNumber - b.componentNumber).map((c) => c.componentId);
  }

  /** Hands components out to a loaner until `handinDate` (yyyy-MM-dd), as the counter does; gives the loans' ids. */
  async handOut(loanerId: number, componentIds: number[], handinDate: string): Promise<number[]> {
    const res = await this.request.post('/api/Loans/batch', {
      headers: { authorization: `Bearer ${this.clerkToken}` },
      data: { loanerId, handinDate, force: true, componentIds },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { loanId: number }[]).map((loan) => loan.loanId);
  }

  /** Hands out the one held reservation of a type (named in full) until `handinDate`; gives the loan's id. */
  async handOutReservationOf(componentTypeName: string, handinDate: string): Promise<number> {
    const found = await this.clerkGet<
      { reservationId: number; loanerId: number; component: { componentId: number; componentTypeName: string } }[]
    >(`/api/Reservations?pageNumber=1&pageSize=100&searchString=${encodeURIComponent(componentTypeName)}`);
    const held = found.filter((reservation) => reservation.component.componentTypeName === componentTypeName);
    expect(held, `the reservations of ${componentTypeName}`).toHaveLength(1);
    const [{ reservationId, loanerId, component }] = held as [(typeof held)[number]];
    const res = await this.request.post('/api/Loans', {
      headers: { authorization: `Bearer ${this.clerkToken}` },
      data: { reservationId, componentId: component.componentId, loanerId, handinDate, force: true },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { loanId: number }).loanId;
  }

  /** Takes loans back as Available. */
  async handIn(loanIds: number[]): Promise<void> {
    const res = await this.request.post('/api/Loans/handin', {
      headers: { authorization: `Bearer ${this.clerkToken}` },
      data: { items: loanIds.map((loanId) => ({ loanId, status: 0 })) },
    });
    expect(res.status(), await res.text()).toBe(204);
  }

  /** How many extension requests wait for a Clerk's decision. */
  async pendingExtensionCount(): Promise<number> {
    const res = await this.request.get('/api/Loans/extensions?status=Pending&pageNumber=1&pageSize=1', {
      headers: { authorization: `Bearer ${this.clerkToken}` },
    });
    expect(res.status(), await res.text()).toBe(200);
    return (JSON.parse(res.headers()['x-pagination'] ?? '{}') as { TotalCount: number }).TotalCount;
  }

  /** The logged e-mails to `address` whose text mentions `about`, the newest first. */
  async emailsTo(address: string, about: string): Promise<LoggedEmail[]> {
    const res = await this.request.get('/api/mail?pageNumber=1&pageSize=100', {
      headers: { authorization: `Bearer ${this.adminToken}` },
    });
    expect(res.status(), await res.text()).toBe(200);
    const logged = (await res.json()) as LoggedEmail[];
    return logged.filter(
      (email) => email.recipientEmail === address && `${email.subject}\n${email.body}`.includes(about),
    );
  }
}
