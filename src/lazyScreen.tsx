/**
 * Route-level code splitting: a screen is loaded when first shown, so the sign-in page ships only the shell.
 * `lazyScreen(() => import('./UserForm.js'), (m) => m.UserEdit)` keeps the screen's module out of the main chunk;
 * `preload()` starts fetching it before it renders (see preloadScreen.ts).
 */
import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { Loading } from 'react-admin';

export type LazyScreen<P extends object = object> = ComponentType<P> & { preload: () => Promise<unknown> };

export function lazyScreen<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType<P>,
  /** What shows while it loads: react-admin's spinner unless told otherwise. */
  fallback: ReactNode = <Loading />,
): LazyScreen<P> {
  const Lazy = lazy(async () => ({ default: pick(await load()) }));
  function LazyScreen(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as ComponentProps<typeof Lazy>)} />
      </Suspense>
    );
  }
  LazyScreen.preload = load;
  return LazyScreen;
}
