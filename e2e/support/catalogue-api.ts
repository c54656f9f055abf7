import { type APIRequestContext, expect } from '@playwright/test';
import { demo } from './accounts';
import { productToken } from './api';
import { answerOf, labstockClient } from './labstock-client';

/**
 * Catalogue set-up through the product API as the demo Admin: a category, a component type in it and its
 * components, so that a journey has a type of its own that the demo data and other journeys do not touch.
 */
export class CatalogueApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async asAdmin(request: APIRequestContext): Promise<CatalogueApi> {
    return new CatalogueApi(request, await productToken(request, demo.admin.username));
  }

  private get headers() {
    return { authorization: `Bearer ${this.token}` };
  }

  private get api() {
    return labstockClient(this.request, this.token);
  }

  async addCategory(name: string): Promise<number> {
    return (await answerOf(this.api.POST('/api/Category', { body: { name } }), 201)).data.categoryId;
  }

  /** A component type (status Available) in one category, without components yet: a multipart form, which the document leaves untyped. */
  async addComponentType(type: { name: string; info: string; categoryId: number }): Promise<number> {
    const res = await this.request.post('/api/ComponentTypes', {
      headers: this.headers,
      multipart: {
        ComponentName: type.name,
        ComponentInfo: type.info,
        Status: '0',
        SelectedCategories: String(type.categoryId),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { componentTypeId: number }).componentTypeId;
  }

  /** `amount` Available components numbered 1 to `amount`. */
  async addComponents(componentTypeId: number, amount: number): Promise<void> {
    const components = Array.from({ length: amount }, (_unused, index) => ({
      componentTypeId,
      componentNumber: index + 1,
      status: 0 as const,
    }));
    await answerOf(this.api.POST('/api/Component/Multiple', { body: components }), 201);
  }

  /** The default hand-in date (yyyy-MM-dd) the hand-out dialog starts with. */
  async defaultReturnDate(): Promise<string> {
    const { defaultReturnDate } = (await answerOf(this.api.GET('/api/Loans/setting'), 200)).data;
    expect(defaultReturnDate, 'the default hand-in date').not.toBeNull();
    return defaultReturnDate as string;
  }
}

/** yyyy-MM-dd as the app shows it: dd-MM-yyyy. */
export function displayDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}
