/**
 * Schema -> react-admin's own resource shape `{ name, list, create, edit, show, icon, recordRepresentation,
 * options }`, so a hand-written screen replaces a generated one one-for-one.
 */
import type { ResourceProps } from 'react-admin';
import type { ResourceSchema } from '../../schemas/resource.js';
import type { GenerateOverrides } from './types.js';
import { lazyScreen } from '../lazyScreen.js';
import { iconFor } from '../layout/icons.js';

export function generateResource(schema: ResourceSchema, overrides: GenerateOverrides = {}): ResourceProps {
  const res = schema['x-resource'];
  // The screens (and the react-admin inputs and grids they use) load when first opened.
  let loaded: Promise<ReturnType<typeof import('./views.js').makeViews>> | undefined;
  const load = () => (loaded ??= import('./views.js').then((m) => m.makeViews(schema, overrides.fields)));
  const views = {
    List: lazyScreen(load, (v) => v.List),
    Create: lazyScreen(load, (v) => v.Create),
    Edit: lazyScreen(load, (v) => v.Edit),
    Show: lazyScreen(load, (v) => v.Show),
  };
  const pick = (given: GenerateOverrides['create'], allowed: unknown, generated: ResourceProps['create']) =>
    given === false ? undefined : (given ?? (allowed ? generated : undefined));
  return {
    name: res.route,
    list: overrides.list ?? views.List,
    create: pick(overrides.create, res.permissions.create, views.Create),
    edit: pick(overrides.edit, res.permissions.update, views.Edit),
    // Whoever may list may open one record (the server's GET /{id} asks for show ?? list too).
    show: pick(overrides.show, res.permissions.show ?? res.permissions.list, views.Show),
    icon: overrides.icon ?? (res.icon ? iconFor(res.icon) : undefined),
    recordRepresentation: overrides.recordRepresentation ?? res.recordRepresentation,
    options: { label: schema.title ?? res.route },
  };
}
