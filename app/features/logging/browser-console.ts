/**
 * The browser's one log: a few failures are recorded in the visitor's browser
 * console and nowhere else (a missing page's path, a chat that could not start,
 * a slot list that did not load), as the product asks. Server code logs through
 * `logger.server.ts` instead (decision 030).
 */
export function logInBrowser(message: string, ...detail: unknown[]): void {
  console.error(message, ...detail)
}
