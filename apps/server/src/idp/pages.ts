import type { SignInForm } from './accounts.js';
import { IDP_PREFIX } from './client-settings.js';
import type { DemoAccount } from './demo-accounts.js';

export const SIGN_IN_TITLE = 'Labstock development sign-in';

/** The script that submits the page's first form (served as a file: the app's CSP allows no inline scripts). */
export const SUBMIT_FORM_SCRIPT_PATH = `${IDP_PREFIX}/assets/submit-form.js`;
export const SUBMIT_FORM_SCRIPT = 'document.forms[0].submit();\n';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

// Self-contained: no external fonts, styles or scripts.
const STYLE = `
body{font-family:system-ui,sans-serif;background:#f4f6f8;color:#1c2025;margin:0;padding:2rem 1rem}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:8px;padding:1.5rem 2rem;box-shadow:0 1px 3px rgba(0,0,0,.2)}
h1{font-size:1.4rem;margin-top:0}h2{font-size:1.05rem;margin:1.5rem 0 .5rem}
p.hint{color:#555;font-size:.9rem}p.error{color:#b00020;font-weight:600}
form.demo{margin:.4rem 0}
button{width:100%;padding:.6rem;font-size:1rem;border:0;border-radius:4px;background:#1565c0;color:#fff;cursor:pointer;text-align:left}
button:hover{background:#0d47a1}button small{display:block;opacity:.85}
label{display:block;margin:.6rem 0 .2rem;font-size:.9rem}
input[type=text]{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem;border:1px solid #aaa;border-radius:4px}
form.other button{margin-top:1rem;text-align:center}`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface SignInPageOptions {
  /** Where the forms post to. */
  action: string;
  demoAccounts: readonly DemoAccount[];
  /** A problem with the last submission, and what was typed. */
  error?: string;
  typed?: Partial<Record<keyof SignInForm, string>>;
}

function demoAccountForm(action: string, account: DemoAccount): string {
  return `<form class="demo" method="post" action="${escapeHtml(action)}">
<input type="hidden" name="username" value="${escapeHtml(account.username)}">
<button type="submit">${escapeHtml(`${account.firstName} ${account.lastName}`)}<small>${escapeHtml(account.username)} · ${escapeHtml(account.roles.join(', '))}</small></button>
</form>`;
}

function textField(name: keyof SignInForm, label: string, typed: SignInPageOptions['typed'], extra = ''): string {
  return `<label for="${name}">${escapeHtml(label)}</label>
<input type="text" id="${name}" name="${name}" value="${escapeHtml(typed?.[name] ?? '')}"${extra}>`;
}

export function signInPage({ action, demoAccounts, error, typed }: SignInPageOptions): string {
  return page(
    SIGN_IN_TITLE,
    `<h1>${SIGN_IN_TITLE}</h1>
<p class="hint">For development only: no password is asked. Choose a demo account, or sign in with any username.</p>
<h2>Demo accounts</h2>
${demoAccounts.map((account) => demoAccountForm(action, account)).join('\n')}
<h2>Another account</h2>
<form class="other" method="post" action="${escapeHtml(action)}">
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
${textField('username', 'Username', typed, ' placeholder="au123456@uni.example" autocomplete="username" required')}
${textField('firstName', 'First name (optional)', typed, ' autocomplete="given-name"')}
${textField('lastName', 'Last name (optional)', typed, ' autocomplete="family-name"')}
${textField('groups', 'Groups (comma-separated, optional)', typed, ' placeholder="lab-clerks" aria-describedby="groups-hint"')}
<p class="hint" id="groups-hint">Sent in the access token's <code>groups</code> claim, for OIDC_ROLES_CLAIM=groups and OIDC_ROLE_MAP.</p>
<button type="submit">Sign in</button>
</form>`,
  );
}

/**
 * Signs out without asking: oidc-provider's confirmation form (with its anti-forgery field) is submitted at once,
 * with logout=yes so that the provider's session ends too.
 */
export function signOutPage(providerForm: string): string {
  return page(
    'Signing out',
    `<h1>Signing out…</h1>
${providerForm}
<input type="hidden" form="op.logoutForm" name="logout" value="yes">
<noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript>
<script src="${SUBMIT_FORM_SCRIPT_PATH}"></script>`,
  );
}

export function signedOutPage(appUrl: string): string {
  return page('Signed out', `<h1>You are signed out</h1>\n<p><a href="${escapeHtml(appUrl)}">Back to Labstock</a></p>`);
}

export function errorPage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p class="error">${escapeHtml(message)}</p>`);
}
