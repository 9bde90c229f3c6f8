import type { PermissionSlug } from './permissions.js';

/**
 * The sidebar of spec part 1 §2.1. The server filters it by the user's permissions (`GET /api/config/menu`).
 * Entries whose area is not built yet carry `planned: true` and are left out until their area lands.
 */
export interface MenuEntry {
  title: string;
  /** i18n key for the title; the UI translates it. */
  key: string;
  href?: string;
  icon?: string;
  permission?: PermissionSlug;
  /** Shown when the user has any of these (an entry that gathers several areas, like the to-do page). */
  anyPermission?: readonly PermissionSlug[];
  external?: boolean;
  planned?: boolean;
  badge?: string;
  children?: MenuEntry[];
}

export const MENU: MenuEntry[] = [
  { title: 'Dashboard', key: 'menu.dashboard', href: '/', icon: 'Dashboard', permission: 'dashboard.view' },
  {
    title: 'To-do',
    key: 'menu.todo',
    href: '/to-do',
    icon: 'Checklist',
    anyPermission: ['inspection.view', 'quotation.view', 'claim.view', 'wso.view', 'deliverable.view'],
  },
  {
    title: 'Dashboards',
    key: 'menu.dashboards',
    icon: 'BarChart',
    children: [
      {
        title: 'Quotations',
        key: 'menu.dashboard_quotation',
        href: '/dashboard/default',
        permission: 'dashboard.view',
      },
      {
        title: 'Inspections',
        key: 'menu.dashboard_inspection',
        href: '/dashboard/inspection/building-maintenance',
        permission: 'dashboard.view',
      },
      {
        title: 'Defects',
        key: 'menu.dashboard_defect',
        href: '/dashboard/defect/building-maintenance',
        permission: 'dashboard.view',
      },
      { title: 'APV', key: 'menu.dashboard_apv', href: '/dashboard/apv/school', permission: 'dashboard.view' },
      {
        title: 'Checklist summary',
        key: 'menu.dashboard_checklist_summary',
        href: '/dashboard/checklist-summary/building-maintenance',
        permission: 'dashboard.view',
      },
      {
        title: 'Checklist status',
        key: 'menu.dashboard_checklist_status',
        href: '/dashboard/checklist-status/building-maintenance',
        permission: 'dashboard.view',
      },
      {
        title: 'Monthly summary report',
        key: 'menu.dashboard_monthly_summary',
        href: '/dashboard/monthly-summary/building-maintenance',
        permission: 'dashboard.view',
      },
    ],
  },
  {
    title: 'Maintenance schedule',
    key: 'menu.schedule',
    href: '/maintenance-schedules',
    icon: 'CalendarMonth',
    permission: 'schedule.view',
  },
  {
    title: 'Works order',
    key: 'menu.works_order',
    icon: 'Build',
    children: [
      {
        title: 'Quotations',
        key: 'menu.quotations',
        href: '/works-order/quotation-list',
        permission: 'quotation.view',
      },
      { title: 'Claims', key: 'menu.claims', href: '/works-order/claims', permission: 'claim.view' },
      {
        title: 'Work service orders',
        key: 'menu.wso',
        href: '/works-order/wso',
        permission: 'wso.view',
      },
      { title: 'FSR', key: 'menu.fsr', href: '/works-order/fsr', permission: 'fsr.view' },
    ],
  },
  {
    title: 'Inspections',
    key: 'menu.inspections',
    icon: 'FactCheck',
    children: [
      {
        title: 'Inspection & servicing',
        key: 'menu.inspection_servicing',
        href: '/inspection-checklist/inspection-servicing',
        permission: 'inspection.view',
      },
      {
        title: 'Tree inspections',
        key: 'menu.tree_inspections',
        href: '/inspection-checklist/tree-inspections',
        permission: 'tree-inspection.view',
      },
      {
        title: 'Outstanding defects',
        key: 'menu.outstanding_defects',
        href: '/inspection-checklist/outstanding-defects',
        permission: 'inspection.view',
      },
      {
        title: 'BM & TP checklists',
        key: 'menu.bm_tp_checklists',
        href: '/checklist/bm-tp-checklist',
        permission: 'checklist.view',
      },
      {
        title: 'Tree checklists',
        key: 'menu.tree_checklists',
        href: '/checklist/tree-checklists',
        permission: 'checklist.view',
      },
    ],
  },
  {
    title: 'Deliverables',
    key: 'menu.deliverables',
    icon: 'Assignment',
    children: [
      {
        title: 'Building maintenance',
        key: 'menu.deliverables_bm',
        href: '/deliverables/building-maintenance',
        permission: 'deliverable.view',
      },
      {
        title: 'Turf and plant',
        key: 'menu.deliverables_tp',
        href: '/deliverables/turf-and-plant',
        permission: 'deliverable.view',
      },
    ],
  },
  {
    title: 'Contract progress claims',
    key: 'menu.cop',
    icon: 'RequestQuote',
    children: [
      // SOI, Liquidated damages and KPI are plain resources: their entries come from their schemas' x-resource.menu.
      { title: 'Contracts', key: 'menu.cop_contracts', href: '/cop/contracts', permission: 'cop.view' },
    ],
  },
  {
    title: 'Excel export',
    key: 'menu.excel_export',
    href: '/excel-export',
    icon: 'TableView',
    permission: 'excel-export.view',
  },
  {
    title: 'Document repository',
    key: 'menu.documents',
    href: '/document-repository',
    icon: 'Folder',
    permission: 'document.view',
  },
  {
    title: 'Settings',
    key: 'menu.settings',
    icon: 'Settings',
    children: [
      { title: 'Users', key: 'menu.users', href: '/settings/users', permission: 'user.view' },
      { title: 'Roles', key: 'menu.roles', href: '/settings/roles', permission: 'role.view' },
      { title: 'Permissions', key: 'menu.permissions', href: '/settings/permissions', permission: 'permission.view' },
      { title: 'Schools', key: 'menu.schools', href: '/settings/schools', permission: 'school.edit' },
      { title: 'Import data', key: 'menu.imports', href: '/settings/imports', permission: 'school.create' },
      { title: 'Audit log', key: 'menu.audit', href: '/settings/audit-log', permission: 'audit.view' },
      { title: 'Failed jobs', key: 'menu.failed_jobs', href: '/settings/failed-jobs', permission: 'job.view' },
      { title: 'API tokens', key: 'menu.api_tokens', href: '/settings/api-tokens', permission: 'api-token.view' },
      { title: 'Webhooks', key: 'menu.webhooks', href: '/settings/webhooks', permission: 'webhook.view' },
    ],
  },
  {
    title: 'Tools',
    key: 'menu.tools',
    icon: 'Handyman',
    children: [
      {
        title: 'User organisation',
        key: 'menu.user_organization',
        href: '/tools/user-organization',
        permission: 'user-organization.view',
      },
    ],
  },
  { title: 'Help', key: 'menu.help', href: 'mailto:{supportEmail}', icon: 'HelpOutline', external: true },
];

/** Keeps the entries the user may open; a group survives only with at least one visible child. */
export function menuFor(
  permissions: ReadonlySet<string>,
  built: (e: MenuEntry) => boolean = (e) => !e.planned,
  menu: MenuEntry[] = MENU,
): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const e of menu) {
    if (!built(e)) continue;
    if (e.permission && !permissions.has(e.permission)) continue;
    if (e.anyPermission && !e.anyPermission.some((p) => permissions.has(p))) continue;
    if (e.children) {
      const children = menuFor(permissions, built, e.children);
      if (children.length === 0) continue;
      out.push({ ...e, children });
    } else out.push(e);
  }
  return out;
}

/** An English noun's plural, for generated labels ('School' -> 'Schools', 'Entry' -> 'Entries'). */
export function plural(title: string): string {
  if (/s$/i.test(title)) return title;
  if (/[^aeiou]y$/i.test(title)) return `${title.slice(0, -1)}ies`;
  return `${title}s`;
}

/** The i18n key of a schema resource's sidebar entry (the UI's catalogues and the server's menu agree on it). */
export const resourceMenuKey = (id: string) => `menu.resource_${id.replace(/[^A-Za-z0-9_]/g, '_')}`;

/** A schema resource's sidebar entry (schemas' `x-resource.menu`), in the menu's own terms. */
export interface ResourceMenuEntry {
  key: string;
  title: string;
  href: string;
  icon?: string;
  permission: PermissionSlug;
  group?: string;
  order?: number;
}

/**
 * The menu with the schema resources' entries placed in it: each under the entry whose key is its `group` (at any
 * depth; top level when there is none, or when no entry has that key), at position `order` (last when absent).
 */
export function withResourceEntries(menu: MenuEntry[], extra: readonly ResourceMenuEntry[]): MenuEntry[] {
  const known = new Set<string>();
  const walk = (entries: MenuEntry[]) => entries.forEach((e) => (known.add(e.key), walk(e.children ?? [])));
  walk(menu);
  const entries = extra.map((e) => (e.group && known.has(e.group) ? e : { ...e, group: undefined }));
  const place = (list: MenuEntry[], group: string | undefined): MenuEntry[] => {
    const out = list.map((e) => (e.children ? { ...e, children: place(e.children, e.key) } : e));
    const mine = entries.filter((e) => e.group === group).sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity));
    for (const r of mine) {
      const entry: MenuEntry = { title: r.title, key: r.key, href: r.href, icon: r.icon, permission: r.permission };
      out.splice(Math.min(r.order ?? out.length, out.length), 0, entry);
    }
    return out;
  };
  return place(menu, undefined);
}
