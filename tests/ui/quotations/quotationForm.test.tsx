/**
 * The quotation form's rules of spec part 2 §5 (through domain/quotationValidation.ts): header fields
 * 'This field is required' on touch, 'Quotation items can't be empty' and 'Please provide signature to
 * proceed.' on submit, nothing sent; a draft needs neither items nor a signature.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, type AuthProvider } from 'react-admin';
import { QuotationFormPage } from '../../../custom-pages/quotations/QuotationFormPage.js';
import { itemFromOption } from '../../../custom-pages/quotations/items.js';
import { memoryDataProvider } from '../resources/harness.js';
import { i18nProvider, stubCanvas } from './harness.js';

const SCHOOLS = [
  {
    id: 3,
    name: 'Admiralty Primary School',
    zone: 'NORTH',
    telephone: '64001234',
    address: '10 Admiralty Avenue',
    less_percent: null,
    star_rate: null,
  },
  {
    id: 4,
    name: 'Woodlands Ring Secondary School',
    zone: 'NORTH',
    telephone: '64005678',
    address: '11 Woodlands Avenue',
    less_percent: null,
    star_rate: null,
  },
  {
    id: 9,
    name: 'Bukit Merah Primary School',
    zone: 'SOUTH',
    telephone: '64009999',
    address: '20 Bukit Avenue',
    less_percent: null,
    star_rate: null,
  },
];
let posts: { url: string; body: FormData }[] = [];
/** The answer to the next POST (default: created). */
let postAnswer: () => Response = () =>
  new Response(JSON.stringify({ data: { id: 1 }, message: 'Successfully created quotation' }), { status: 201 });

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => [],
  getIdentity: async () => ({
    id: 7,
    fullName: 'Demo Term contractor',
    full_name: 'Demo Term contractor',
    role: { slug: 'TERM-CONTRACTOR' },
    contractor: 'SH',
    zone_in_charge: ['NORTH'],
    signatures: [],
  }),
};

beforeEach(() => {
  posts = [];
  postAnswer = () =>
    new Response(JSON.stringify({ data: { id: 1 }, message: 'Successfully created quotation' }), { status: 201 });
  sessionStorage.clear();
  stubCanvas();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const u = String(url);
      if (init?.method === 'POST') {
        posts.push({ url: u, body: init.body as FormData });
        return postAnswer();
      }
      if (u.startsWith('/api/school')) return new Response(JSON.stringify({ data: SCHOOLS }), { status: 200 });
      if (u.startsWith('/api/config/quotation')) return new Response(JSON.stringify({ data: {} }), { status: 200 });
      return new Response('{}', { status: 404 });
    }),
  );
});
// a whole form in jsdom on a shared, loaded machine: more than the default 20 s per test
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderForm() {
  render(
    <AdminContext dataProvider={memoryDataProvider({})} i18nProvider={i18nProvider} authProvider={authProvider}>
      <QuotationFormPage />
      <Notification />
    </AdminContext>,
  );
  return userEvent.setup();
}

async function fillHeader(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('combobox', { name: /^School/ }), 'Admiralty');
  await user.click(await screen.findByRole('option', { name: 'Admiralty Primary School' }));
  await user.type(screen.getByRole('textbox', { name: /^Attention/ }), 'Mr Tan');
  await user.type(screen.getByRole('textbox', { name: /^Job$/ }), 'Repair canteen floor');
  await user.click(screen.getByRole('combobox', { name: /^Trade/ }));
  await user.click(await screen.findByRole('option', { name: 'Building Management' }));
  await user.click(screen.getByRole('combobox', { name: /^Job type/ }));
  await user.click(await screen.findByRole('option', { name: 'Project work' }));
  await user.keyboard('{Escape}');
}

describe('quotation form', () => {
  it('requires the header fields with the specification wording and sends nothing', async () => {
    const user = renderForm();
    expect(await screen.findByRole('heading', { name: 'Create quotation' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // attention, telephone, job, school, trade, job type (the date defaults to today)
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(6));
    expect(posts).toHaveLength(0);
  });

  it('refuses a submission without items, then without a signature; a draft needs neither', async () => {
    const user = renderForm();
    await screen.findByRole('heading', { name: 'Create quotation' });
    await fillHeader(user);
    // the school's telephone was filled from the school option
    expect(screen.getByRole('textbox', { name: /^Telephone/ })).toHaveValue('64001234');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText("Quotation items can't be empty")).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Draft' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    const body = posts[0].body;
    expect(posts[0].url).toBe('/api/quotations');
    expect(body.get('status')).toBe('DRAFT');
    expect(body.get('school_id')).toBe('3');
    expect(JSON.parse(String(body.get('contacts')))).toMatchObject({ attention: 'Mr Tan', tel: '64001234' });
    expect(JSON.parse(String(body.get('job_type')))).toEqual(['project_work']);
    expect(body.get('trade')).toBe('BLDG');
    expect(body.get('signature')).toBeNull();
  });

  it('asks for the prepared-by signature before submitting items', async () => {
    const item = itemFromOption(
      { value: 1, item_number: 'B1.1.001', item_description: 'Floor tiles', unit: 'm2', rate: '59.86' },
      1,
    );
    sessionStorage.setItem('caretaker.quotation.draft.create', JSON.stringify({ items: [item], version: null }));
    const user = renderForm();
    await screen.findByRole('heading', { name: 'Create quotation' });
    expect(document.querySelectorAll('tr[data-row="item"]')).toHaveLength(1);
    await fillHeader(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please provide signature to proceed.')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it("lists only the schools of the contractor's zones, and choosing another school takes its contacts", async () => {
    const user = renderForm();
    await screen.findByRole('heading', { name: 'Create quotation' });
    await user.click(screen.getByRole('combobox', { name: /^School/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Admiralty Primary School', 'Woodlands Ring Secondary School']);
    await user.click(screen.getByRole('option', { name: 'Admiralty Primary School' }));
    expect(screen.getByRole('textbox', { name: /^Telephone/ })).toHaveValue('64001234');
    expect(screen.getByRole('textbox', { name: /^Location/ })).toHaveValue('10 Admiralty Avenue');
    await user.clear(screen.getByRole('combobox', { name: /^School/ }));
    await user.type(screen.getByRole('combobox', { name: /^School/ }), 'Woodlands');
    await user.click(await screen.findByRole('option', { name: 'Woodlands Ring Secondary School' }));
    expect(screen.getByRole('textbox', { name: /^Telephone/ })).toHaveValue('64005678');
    expect(screen.getByRole('textbox', { name: /^Location/ })).toHaveValue('11 Woodlands Avenue');
  });

  it('sends the total it shows; on 409 shows the re-priced items and the changed rates, and asks for a new signature', async () => {
    const item = itemFromOption(
      { value: 1, item_number: 'B1.1.001', item_description: 'Floor tiles', unit: 'm2', rate: '59.86' },
      1,
    );
    sessionStorage.setItem(
      'caretaker.quotation.draft.create',
      JSON.stringify({ items: [{ ...item, quantity: '2' }], version: null }),
    );
    postAnswer = () =>
      new Response(
        JSON.stringify({
          message: 'The rates of some items have changed. Review the re-priced items and sign again.',
          data: {
            total_amount: 100,
            changed_items: [{ index: 0, item_number: 'B1.1.001', rate_sent: '59.86', rate: '68.59' }],
            quotation_items: [
              {
                kind: 'item',
                serial_no: 1,
                fsr_id: 1,
                item_number: 'B1.1.001',
                item_description: 'Floor tiles',
                unit: 'm2',
                rate: '68.59',
                quantity: 2,
                amount: 137.18,
                subRows: [],
              },
            ],
          },
        }),
        { status: 409 },
      );
    const user = renderForm();
    await screen.findByRole('heading', { name: 'Create quotation' });
    await fillHeader(user);
    await user.click(screen.getByRole('radio', { name: 'Upload signature' }));
    await user.upload(
      screen.getByLabelText('Upload signature', { selector: 'input[type=file]' }),
      new File(['png'], 's.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(screen.getByText('s.png')).toBeInTheDocument());
    // the figure on screen: 59.86 × 2 = 119.72, less 31 % = 82.61, plus GST
    const shown = (document.querySelector('[data-total="total"] td:last-child') as HTMLElement | null)?.textContent;
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0].body.get('total_amount')).toBe(shown?.replace(/[^\d.]/g, ''));
    const row = await screen.findByText('Item B1.1.001: rate S$ 59.86 is now S$ 68.59');
    expect(row.closest('[role="alert"]')).toHaveTextContent(
      'The rates of some items have changed. Review the re-priced items and sign again.',
    );
    await waitFor(() =>
      expect(document.querySelector('tr[data-row="item"] [data-cell="amount"]')).toHaveTextContent('137.18'),
    );
    // the signature covered the old figures: it is cleared
    expect(screen.queryByText('s.png')).toBeNull();
  });

  it('says when a draft was saved with rates updated from the schedule', async () => {
    const item = itemFromOption(
      { value: 1, item_number: 'B1.1.001', item_description: 'Floor tiles', unit: 'm2', rate: '59.86' },
      1,
    );
    sessionStorage.setItem('caretaker.quotation.draft.create', JSON.stringify({ items: [item], version: null }));
    postAnswer = () =>
      new Response(
        JSON.stringify({
          data: { id: 1 },
          message: 'Successfully created quotation',
          rates_updated: [{ index: 0, item_number: 'B1.1.001', rate_sent: '59.86', rate: '68.59' }],
        }),
        { status: 201 },
      );
    const user = renderForm();
    await screen.findByRole('heading', { name: 'Create quotation' });
    await fillHeader(user);
    await user.click(screen.getByRole('button', { name: 'Draft' }));
    expect(await screen.findByText('Rates updated from the schedule of rates')).toBeInTheDocument();
  });
});

describe('a cleared required field', () => {
  it('shows its message under the field instead of crashing the form (date, attention, telephone, job)', async () => {
    const user = renderForm();
    await screen.findByRole('heading', { name: 'Create quotation' });
    await fillHeader(user);
    const fields = [/^Date/, /^Attention/, /^Telephone/, /^Job$/].map((name) => screen.getByRole('textbox', { name }));
    for (const field of fields) {
      await user.clear(field);
      await user.tab();
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    for (const field of fields)
      await waitFor(() => expect(field).toHaveAccessibleDescription('This field is required'));
    expect(screen.getByRole('heading', { name: 'Create quotation' })).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });
});
