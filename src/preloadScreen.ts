/**
 * The screens of the address being opened, fetched as soon as the shell runs: the frame, then the page, would otherwise
 * each wait for the one before to render (three round trips in a row on a phone's connection before the page paints).
 */
import { isValidElement } from 'react';
import { matchPath } from 'react-router-dom';
import type { PageRoute, ResourceDefinition } from './registry.js';

function preload(component: unknown): void {
  const load = (component as { preload?: () => Promise<unknown> } | undefined)?.preload;
  // a failed fetch is retried, and reported, by the render that needs the module
  if (typeof load === 'function') load().catch(() => undefined);
}

/** Which of the resource's screens the path opens: list, create, show or edit (react-admin's routes). */
function resourceScreen(resource: ResourceDefinition, pathname: string): unknown {
  const base = `/${resource.name}`;
  if (pathname === base) return resource.list;
  if (!pathname.startsWith(`${base}/`)) return undefined;
  if (pathname === `${base}/create`) return resource.create;
  return pathname.endsWith('/show') ? resource.show : resource.edit;
}

/** Starts loading the frame and the screen for `pathname` (nothing is rendered; React's lazy reuses the modules). */
export function preloadScreen(
  pathname: string,
  { frame, routes, resources }: { frame: unknown[]; routes: PageRoute[]; resources: ResourceDefinition[] },
): void {
  for (const component of frame) preload(component);
  for (const route of routes) {
    if (!route.noLayout && isValidElement(route.element) && matchPath({ path: route.path, end: true }, pathname))
      preload(route.element.type);
  }
  for (const resource of resources) preload(resourceScreen(resource, pathname));
}
