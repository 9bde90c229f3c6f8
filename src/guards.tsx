/**
 * Route guards by permission (the server refuses anyway; these keep a user from filling in a form that can only fail):
 * a resource's create screen needs its create permission, a page route the permission it declares.
 */
import { createElement, isValidElement, type ComponentType, type ReactNode } from 'react';
import { useCanAccess, usePermissions, type ResourceProps } from 'react-admin';
import { ForbiddenInLayout } from './pages/errors/ErrorPage.js';

type Screen = NonNullable<ResourceProps['create']>;
const render = (screen: Screen): ReactNode =>
  isValidElement(screen) ? screen : createElement(screen as ComponentType);

export function RequirePermission({ permission, children }: { permission: string; children: ReactNode }) {
  const { permissions, isPending } = usePermissions<string[]>();
  if (isPending) return null;
  return Array.isArray(permissions) && permissions.includes(permission) ? <>{children}</> : <ForbiddenInLayout />;
}

// one guarded component per resource and screen, so a re-render of the shell never remounts a form
const guarded = new Map<string, ComponentType>();

/** The resource's create screen behind its create permission (react-admin guards only its own <Create> controller). */
export function guardCreate(resource: string, screen: Screen | undefined): ComponentType | undefined {
  if (!screen) return undefined;
  const hit = guarded.get(resource);
  if (hit) return hit;
  function GuardedCreate() {
    const { canAccess, isPending } = useCanAccess({ resource, action: 'create' });
    if (isPending) return null;
    return canAccess ? <>{render(screen!)}</> : <ForbiddenInLayout />;
  }
  guarded.set(resource, GuardedCreate);
  return GuardedCreate;
}
