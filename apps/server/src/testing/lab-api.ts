import { RoleName } from '@labstock/shared';

/** Talks to a running Labstock over HTTP, as the web app does (used by the process tests and the soak). */

export interface Answer {
  status: number;
  body: unknown;
}

export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; json?: unknown; form?: FormData } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined = options.form;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await res.text();
  const isJson = res.headers.get('content-type')?.includes('json');
  return { status: res.status, body: isJson && text ? JSON.parse(text) : text };
}

/** Like `call`, but a status other than the expected one throws with the answer. */
async function expectCall<T>(expected: number, ...args: Parameters<typeof call>): Promise<T> {
  const answer = await call(...args);
  if (answer.status !== expected) {
    throw new Error(`${args[1]} ${args[2]} answered ${answer.status}, not ${expected}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body as T;
}

export interface LabUser {
  loanerId: number;
  token: string;
}

/**
 * Signs in through the embedded sign-in (an SSO token from dev-token), registering on the first time, and
 * answers the product token: a lab on a server that ran before keeps its users.
 */
export async function signIn(baseUrl: string, username: string): Promise<LabUser> {
  const { access_token } = await expectCall<{ access_token: string }>(200, baseUrl, 'POST', '/idp/dev-token', {
    json: { username },
  });
  const registered = await call(baseUrl, 'POST', '/api/Loaners/register', {
    token: access_token,
    json: {
      firstName: 'Lab',
      lastName: username,
      studentNo: 's1',
      mobileNo: '12345678',
      email: `${username}@uni.example`,
    },
  });
  if (registered.status !== 201 && registered.status !== 409) {
    throw new Error(`registering ${username} answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  }
  const { token } = await expectCall<{ token: string }>(200, baseUrl, 'POST', '/api/Loaners/token', {
    token: access_token,
  });
  const { loanerId } = await expectCall<{ loanerId: number }>(200, baseUrl, 'GET', '/api/Loaners/Loaner', { token });
  return { loanerId, token };
}

/** The AU id the fixtures' Admin registers with: start the server with BOOTSTRAP_ADMINS set to it. */
export const LAB_ADMIN = 'labadmin';

export interface Lab {
  admin: LabUser;
  clerk: LabUser;
  loaners: LabUser[];
  componentTypeId: number;
  componentIds: number[];
}

/**
 * A lab made through the API only: the bootstrap Admin, a Clerk the Admin appoints, loaners, and one component
 * type with `components` Available components. `prefix` keeps the usernames of several labs on one server apart.
 */
export async function setUpLab(
  baseUrl: string,
  sizes: { loaners: number; components: number },
  prefix = 'lab',
): Promise<Lab> {
  const admin = await signIn(baseUrl, LAB_ADMIN);
  const clerk = await signIn(baseUrl, `${prefix}clerk`);
  await expectCall(200, baseUrl, 'PUT', '/api/Loaners', {
    token: admin.token,
    json: {
      loanerId: clerk.loanerId,
      mobileNo: '12345678',
      roles: [{ name: RoleName.Loaner }, { name: RoleName.Clerk }],
    },
  });
  const loaners = [];
  for (let i = 0; i < sizes.loaners; i++) loaners.push(await signIn(baseUrl, `${prefix}loaner${i}`));

  const category = await expectCall<{ categoryId: number }>(201, baseUrl, 'POST', '/api/Category', {
    token: admin.token,
    json: { name: `${prefix} category` },
  });
  const form = new FormData();
  form.append('ComponentName', `${prefix} multimeter`);
  form.append('Status', '0');
  form.append('SelectedCategories', String(category.categoryId));
  const type = await expectCall<{ componentTypeId: number }>(201, baseUrl, 'POST', '/api/ComponentTypes', {
    token: admin.token,
    form,
  });
  const numbers = Array.from({ length: sizes.components }, (_, i) => i + 1);
  const components = await expectCall<{ componentId: number }[]>(201, baseUrl, 'POST', '/api/Component/Multiple', {
    token: admin.token,
    json: numbers.map((componentNumber) => ({ componentTypeId: type.componentTypeId, componentNumber })),
  });
  return {
    admin,
    clerk,
    loaners,
    componentTypeId: type.componentTypeId,
    componentIds: components.map((component) => component.componentId),
  };
}
