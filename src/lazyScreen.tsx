/**
 * Route-level code splitting: a screen is loaded when first shown, so the sign-in page ships only the shell.
 * `lazyScreen(() => import('./UserForm.js'), (m) => m.UserEdit)` keeps the screen's module out of the main chunk.
 */
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { Loading } from 'react-admin';

export function lazyScreen<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType<P>,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: pick(await load()) }));
  function LazyScreen(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <Lazy {...(props as ComponentProps<typeof Lazy>)} />
      </Suspense>
    );
  }
  return LazyScreen;
}
