// The heavy screens' pages for bench/lighthouse.mjs and the data they need, put into the bench server through its API
// (the same imports and creation a user would run), so the audit measures the screens at the size the targets name.
//   - the COP category tab of a 200-school zone: 200 schools of one zone imported with a contract year, then that
//     zone's claim of a month the server does not generate by itself (it makes the current month's at start), a DRAFT
//     whose category tabs are editable, one row per school;
//   - every dashboard, on the demo seed's figures;
//   - home and the quotation list are in lighthouse.mjs's own list.

export const COP_SCHOOLS = 200;
const ZONE = 'WEST';
// January of the demo's second contract year: before the current month, so no claim exists for it yet
const YEAR = 2026;
const MONTH = 1;
const TYPES = ['Primary', 'Secondary', 'Junior college', 'Special education'];

/** The pages this file adds; `{cop}` in a path is the claim made by `prepareData`. */
export const HEAVY_PAGES = [
  { name: 'cop category tab', path: '/cop/contracts/{cop}/general_r_and_r', signedIn: true },
  { name: 'dashboard quotation', path: '/dashboard/default', signedIn: true },
  { name: 'dashboard inspection', path: '/dashboard/inspection/building-maintenance', signedIn: true },
  { name: 'dashboard defect', path: '/dashboard/defect/building-maintenance', signedIn: true },
  { name: 'dashboard apv', path: '/dashboard/apv/building-maintenance', signedIn: true },
  { name: 'dashboard checklist-summary', path: '/dashboard/checklist-summary/building-maintenance', signedIn: true },
  { name: 'dashboard checklist-status', path: '/dashboard/checklist-status/building-maintenance', signedIn: true },
  { name: 'dashboard monthly-summary', path: '/dashboard/monthly-summary/building-maintenance', signedIn: true },
];

const csv = (rows) => rows.map((r) => r.join(',')).join('\n') + '\n';

async function call(url, token, path, init = {}) {
  const res = await fetch(`${url}/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

const upload = (url, token, kind, text) => {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), `${kind}.csv`);
  return call(url, token, `/imports/${kind}`, { method: 'POST', body: form });
};

/**
 * Imports the 200 schools and their contracts and creates the zone's claim; returns the substitutions of the pages'
 * paths. Only when a chosen page needs it (`pages`), as it takes a few seconds.
 */
export async function prepareData(url, pages) {
  if (!pages.some((p) => p.path.includes('{cop}'))) return {};
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@caretaker.test', password: 'Caretaker#2026' }),
  });
  const { token } = (await login.json()).data;
  const slugs = Array.from({ length: COP_SCHOOLS }, (_, i) => `lighthouse-school-${String(i).padStart(3, '0')}`);
  await upload(
    url,
    token,
    'schools',
    csv([
      ['name', 'slug', 'zone', 'school_type'],
      ...slugs.map((s, i) => [`Lighthouse School ${String(i).padStart(3, '0')}`, s, ZONE, TYPES[i % TYPES.length]]),
    ]),
  );
  const amounts = ['schedule_maintenance', 'custodial_repairs', 'general_r_and_r', 'school_field'];
  await upload(
    url,
    token,
    'contracts',
    csv([
      ['school', 'contract_year', 'from_date', 'to_date', ...amounts],
      ...slugs.map((s, i) => [
        s,
        '2',
        `${YEAR}-01-01`,
        `${YEAR}-12-31`,
        ...amounts.map((_, k) => 100000 + i * 137 + k),
      ]),
    ]),
  );
  const created = await call(url, token, '/cops', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ zone: ZONE, year: YEAR, month: MONTH }),
  });
  return { cop: String(created.data.id) };
}

/** A page's path with the prepared data's ids in it. */
export const pathOf = (page, data) => page.path.replace(/\{(\w+)\}/g, (_, k) => data[k]);
