/**
 * Messages of the schools list, the school contract screen and the tree-inspection photo screen
 * (`resources.settings/schools.*`, `caretaker.{zones,schools,contracts,tree_photo}.*`), in the four
 * interface languages. English is the specification's wording (spec part 1 §2.8, §5, §8).
 */
const ROUTE = 'settings/schools';

export const en = {
  resources: {
    [ROUTE]: {
      name: 'School |||| Schools',
      fields: {
        name: 'Name',
        slug: 'Slug',
        zone: 'Zone',
        sub_zone: 'Sub-zone',
        address: 'Address',
        school_type: 'School type',
        telephone: 'Telephone',
        fax: 'Fax',
        less_percent: 'Less percent',
        star_rate: 'Star rate',
        oms: 'Operations managers',
        mas: 'Managing agents',
        actions: 'Actions',
      },
    },
  },
  caretaker: {
    zones: {
      NORTH: 'North',
      NORTH_EAST: 'North-east',
      EAST: 'East',
      SOUTH: 'South',
      SOUTH_WEST: 'South-west',
      WEST: 'West',
    },
    schools: {
      title: 'Schools',
      search: 'Search school',
      deleted: 'Successfully deleted school',
      zone: 'Zone',
      breadcrumb: 'Breadcrumb',
      actions: {
        label: 'Actions',
        edit_om: 'Edit operations managers of %{name}',
        edit_ma: 'Edit managing agents of %{name}',
        file_upload: 'Tree inspection photo of %{name}',
        contract: 'Edit school contract of %{name}',
        edit: 'Edit %{name}',
        delete: 'Delete %{name}',
      },
    },
    contracts: {
      title: 'School contract',
      year: 'Year %{year}',
      add_year: 'Add Year %{year}',
      remove_year: 'Remove Year %{year}',
      from_date: 'From date',
      to_date: 'To date',
      none: 'No school contract for %{school}',
      updated: 'School contract updated',
      amounts: {
        schedule_maintenance: 'Schedule maintenance',
        general_r_and_r: 'General R&R',
        custodial_repairs: 'Custodial repairs',
        school_field: 'School field',
        synthetic_field: 'Synthetic field',
        landscape_exclude_school_field: 'Landscape (excluding school field)',
        landscape_pond: 'Landscape pond',
        landscape_garden: 'Landscape garden',
      },
      validation: {
        amount: 'Enter an amount, e.g. 1,234.56',
        negative: 'The amount cannot be negative',
        decimals: 'At most 2 decimals',
        date_order: 'The to date must not be before the from date',
      },
    },
    tree_photo: {
      title: 'Tree inspection photo',
      current: 'Current photo',
      none: 'No data',
      alt: 'Tree inspection photo %{name}',
      upload_title: 'Upload photo',
      submit: 'Upload',
      missing: 'Please upload a file to submit.',
      uploaded: 'Successfully uploaded tree inspection photo',
      deleted: 'Successfully deleted tree inspection photo',
      delete_title: 'Delete photo',
    },
  },
};
