import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../../../src/lazyScreen.js';
import { preloadScreen } from '../../../src/preloadScreen.js';

/** A lazy screen whose loader records that it was asked for. */
function screen(name: string, asked: string[]) {
  return lazyScreen(
    async () => {
      asked.push(name);
      return { Screen: () => <p>{name}</p> };
    },
    (m) => m.Screen,
  );
}

function setUp() {
  const asked: string[] = [];
  const Frame = screen('frame', asked);
  const Report = screen('report', asked);
  const Public = screen('public', asked);
  const routes = [
    { path: '/reports/:id/preview', element: <Report /> },
    { path: '/reports/:id/preview', element: <Public />, noLayout: true },
  ];
  const resources = [
    {
      name: 'works-order/quotation-list',
      list: screen('list', asked),
      create: screen('create', asked),
      edit: screen('edit', asked),
      show: screen('show', asked),
    },
    { name: 'settings/users', list: screen('users', asked) },
  ];
  const open = async (pathname: string) => {
    asked.length = 0;
    preloadScreen(pathname, { frame: [Frame], routes, resources });
    await vi.waitFor(() => expect(asked).toContain('frame'));
    await new Promise((r) => setTimeout(r, 0));
    return [...asked].sort();
  };
  return { open };
}

describe('preloadScreen', () => {
  it.each([
    ['/works-order/quotation-list', ['frame', 'list']],
    ['/works-order/quotation-list/create', ['create', 'frame']],
    ['/works-order/quotation-list/12', ['edit', 'frame']],
    ['/works-order/quotation-list/12/show', ['frame', 'show']],
    ['/reports/7/preview', ['frame', 'report']],
    ['/settings/users', ['frame', 'users']],
    ['/settings/users-extra', ['frame']],
    ['/nowhere', ['frame']],
  ])('%s loads %j before anything renders', async (pathname, expected) => {
    expect(await setUp().open(pathname)).toEqual(expected);
  });

  it('ignores a screen without a loader and a loader that fails', async () => {
    const failing = lazyScreen(
      () => Promise.reject(new Error('offline')),
      (m: { S: () => null }) => m.S,
    );
    expect(() =>
      preloadScreen('/a', {
        frame: [() => null, undefined, failing],
        routes: [{ path: '/a', element: <div /> }],
        resources: [],
      }),
    ).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
  });
});
