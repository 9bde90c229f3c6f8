/**
 * A small typed fetch over the `paths` type openapi-typescript writes from the OpenAPI document (`npm run
 * openapi:types`): the path, its method, its path and query parameters and each status's JSON body are the document's.
 * Generic over `Paths`, so it compiles without the generated file; tests/api/typed-client.test.ts compiles a client
 * with freshly generated types and runs it against the server.
 */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation<P, Path extends keyof P, M extends Method> = P[Path] extends { [K in M]: infer O } ? O : never;
type Part<O, K extends string> = O extends { parameters: { [Q in K]?: infer V } } ? V : never;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : unknown;
type BodyOf<O> = O extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
/** One of the documented answers: narrowing on `status` types `body`. */
export type Answer<O> = O extends { responses: infer Rs }
  ? { [S in keyof Rs]: { status: S; body: JsonOf<Rs[S]> } }[keyof Rs]
  : never;

export function typedClient<Paths>(base: string, token: string) {
  return async function call<Path extends keyof Paths & string, M extends Method>(
    method: M,
    path: Path,
    opts: {
      path?: Part<Operation<Paths, Path, M>, 'path'>;
      query?: Part<Operation<Paths, Path, M>, 'query'>;
      body?: BodyOf<Operation<Paths, Path, M>>;
    } = {},
  ): Promise<Answer<Operation<Paths, Path, M>>> {
    const url = new URL(
      path.replace(/\{(\w+)\}/g, (_m, k: string) => String((opts.path as Record<string, unknown>)[k])),
      base,
    );
    for (const [k, v] of Object.entries((opts.query ?? {}) as Record<string, unknown>))
      for (const one of Array.isArray(v) ? v : [v])
        url.searchParams.append(Array.isArray(v) ? `${k}[]` : k, String(one));
    const res = await fetch(url, {
      method: method.toUpperCase(),
      headers: { authorization: `Bearer ${token}`, ...(opts.body ? { 'content-type': 'application/json' } : {}) },
      body: opts.body ? JSON.stringify(opts.body) : undefined,
    });
    return { status: res.status, body: await res.json() } as Answer<Operation<Paths, Path, M>>;
  };
}
