// The heavy forms of the Lighthouse bench: a draft quotation with 200 items and a BM&TP checklist inspection with 300
// items (15 elements of 20, the seeded templates' shape), made in the bench server's data dir before the audits, both
// audited as the demo term contractor, who may edit them (the phone user of both screens).
import path from 'node:path';
import SQLite from 'better-sqlite3';

const PASSWORD = 'Caretaker#2026';
const QUOTATION_ITEMS = 200;
const CHECKLIST_ELEMENTS = 15;
const CHECKLIST_ITEMS = 300;

async function signIn(url, email) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status}`);
  return (await res.json()).data;
}

async function call(url, token, method, address, body) {
  const res = await fetch(`${url}/api${address}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${address}: ${res.status} ${(await res.text()).slice(0, 300)}`);
  return (await res.json()).data;
}

/** The session cookies the UI keeps, as `signInCookies` of server.mjs makes them, for a signed-in answer. */
function cookiesOf(url, data) {
  const values = {
    authToken: data.token,
    uid: String(data.uid),
    loginId: String(data.login_id),
    authExpiresAt: String(Date.now() + 3 * 3600 * 1000),
  };
  return Object.entries(values).map(([name, value]) => ({ name, value: encodeURIComponent(value), url }));
}

/** A checklist template of 300 items, written in the server's database (templates have no API: reference data). */
function insertChecklist(db) {
  const now = new Date().toISOString().replace('T', ' ').slice(0, 19);
  const checklist = db
    .prepare(
      `insert into checklists (name, category, type, frequency, custom_callback, created_at, updated_at)
       values (?, 'BUILDING-MAINTENANCE', 'REGULAR', 'MONTHLY', null, ?, ?) returning id`,
    )
    .get(`Lighthouse ${CHECKLIST_ITEMS} items`, now, now).id;
  const element = db.prepare(
    'insert into checklist_elements (checklist_id, sort, element) values (?, ?, ?) returning id',
  );
  const item = db.prepare(
    `insert into checklist_sub_items (element_id, sort, header, serial_no, element, description, frequency)
     values (?, ?, 0, ?, ?, 'Check and record the condition', 'MONTHLY')`,
  );
  const per = CHECKLIST_ITEMS / CHECKLIST_ELEMENTS;
  db.transaction(() => {
    for (let e = 0; e < CHECKLIST_ELEMENTS; e++) {
      const id = element.get(checklist, e, `Element ${e + 1}`).id;
      for (let i = 0; i < per; i++) item.run(id, i, `${e + 1}.${i + 1}`, `Item ${i + 1}`);
    }
  })();
  return checklist;
}

/**
 * Makes the two records in the running bench server (`startServer`'s answer, with its `dataDir`) and answers the
 * pages to audit, each with the cookies of the user it is audited as.
 */
export async function formPages(server) {
  const db = new SQLite(path.join(server.dataDir, 'caretaker.sqlite'));
  db.pragma('busy_timeout = 5000');
  let checklist, school, fsrs, technician;
  try {
    checklist = insertChecklist(db);
    school = db
      .prepare("select school_id from users where email = 'operations-manager@caretaker.test'")
      .get().school_id;
    fsrs = db.prepare('select id from fsrs where is_star_rate = 0 order by id limit ?').all(QUOTATION_ITEMS);
    technician = db.prepare("select id from users where email = 'technician@caretaker.test'").get().id;
  } finally {
    db.close();
  }
  const contractor = await signIn(server.url, 'term-contractor@caretaker.test');
  const quotation = await call(server.url, contractor.token, 'POST', '/quotations', {
    school_id: school,
    date: '2026-05-04',
    job: `Lighthouse ${QUOTATION_ITEMS} items`,
    trade: 'BLDG',
    job_type: ['corrective'],
    contacts: { attention: 'Principal', tel: '6' },
    status: 'DRAFT',
    quotation_items: Array.from({ length: QUOTATION_ITEMS }, (_, i) => ({
      serial_no: i + 1,
      fsr_id: fsrs[i % fsrs.length].id,
      quantity: (i % 9) + 1,
    })),
  });
  const inspection = await call(server.url, contractor.token, 'POST', '/inspection-schedule', {
    checklist_id: checklist,
    school_id: school,
    members: [technician],
    check_in: '2026-11-02 08:00',
  });
  // confirmed, so the checklist opens as the preparer fills it in (answers, remarks, defects), not read-only
  const { version } = await call(server.url, contractor.token, 'GET', `/inspection-schedule/${inspection.id}`);
  await call(server.url, contractor.token, 'PUT', `/inspection-schedule/${inspection.id}`, {
    status: 'DRAFT',
    version,
  });
  const cookies = cookiesOf(server.url, contractor);
  return [
    { name: 'quotation 200', path: `/works-order/quotation-list/${quotation.id}`, signedIn: true, cookies },
    {
      name: 'checklist 300',
      path: `/inspection-checklist/inspection-servicing/${inspection.id}`,
      signedIn: true,
      cookies,
    },
  ];
}
