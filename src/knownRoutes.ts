/**
 * The paths the shell can show, so that a signed-out visitor of an unknown address gets the 404 page
 * (spec part 1 §2.1: "a catch-all that shows the 404 page") instead of the sign-in page.
 */
import { matchRoutes } from 'react-router-dom';

let patterns: string[] = ['/'];

export function setKnownRoutes(paths: string[]): void {
  patterns = [...new Set(['/', ...paths])];
}

export function isKnownPath(pathname: string): boolean {
  return !!matchRoutes(
    patterns.map((path) => ({ path })),
    pathname,
  );
}
