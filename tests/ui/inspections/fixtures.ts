/** A draft checklist as GET /inspection-schedule/{id} answers it, for the inspection screens' tests. */
import type { Inspection, SubItem } from '../../../custom-pages/inspections/api.js';

export const sub = (id: number, element: string, extra: Partial<SubItem> = {}): SubItem => ({
  id,
  header: false,
  serial_no: `1.${id}`,
  element,
  description: `Check the ${element.toLowerCase()}`,
  frequency: 'MONTHLY',
  status: null,
  remarks: null,
  defects: [],
  hasDefect: false,
  ...extra,
});

export function draftInspection(extra: Partial<Inspection> = {}): Inspection {
  return {
    id: 41,
    version: 3,
    status: 'DRAFT',
    status_label: 'Pending TC',
    checklist_name: 'Monthly BM checklist',
    inspection_category: 'BUILDING-MAINTENANCE',
    inspection_type: 'REGULAR',
    frequency: 'MONTHLY',
    inspected_at: '2026-11-02',
    location: 'Block A',
    school: { id: 7, name: 'Punggol Secondary', zone: 'NORTH_EAST' },
    actions: ['save', 'submit'],
    purpose: null,
    check_in: '2026-11-02 08:00',
    check_out: null,
    remarks: null,
    rejection_remarks: null,
    quotation: null,
    signatory_date: null,
    signatory_remarks: null,
    checklist_items: [
      { id: 1, element: 'Toilets', checklist_sub_items: [sub(11, 'Basins'), sub(12, 'Pipes')] },
      { id: 2, element: 'Roof', checklist_sub_items: [sub(21, 'Gutters'), sub(22, 'Tiles')] },
    ],
    prepare_details: null,
    om_details: null,
    ma_details: null,
    members: [{ id: 5, full_name: 'Tess Technician', designation: null }],
    histories: [],
    ...extra,
  };
}

/** What the inspection list screens look up besides their rows: no schools, an empty inspection config. */
export const LIST_LOOKUPS = {
  '/api/school': { body: { data: [] } },
  '/api/config/inspection-schedule': {
    body: { data: { statuses: [], categories: [], types: [], frequencies: [] } },
  },
};
