// Where the user was heading before /login. Kept in sessionStorage because a redirect sign-in leaves the app.
const RETURN_PATH_KEY = 'labstock.returnPath';

export function rememberReturnPath(path: string): void {
  sessionStorage.setItem(RETURN_PATH_KEY, path);
}

export function readReturnPath(): string | undefined {
  return sessionStorage.getItem(RETURN_PATH_KEY) ?? undefined;
}

export function forgetReturnPath(): void {
  sessionStorage.removeItem(RETURN_PATH_KEY);
}
