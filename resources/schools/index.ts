/**
 * Schools (spec part 1 §2.8): the list is hand-written (its row actions lead to the contract, photo and OM/MA screens in
 * custom-pages/schools); the administrator's create and edit forms are generated from schemas/school.ts.
 */
import SchoolIcon from '@mui/icons-material/School';
import type { ResourceProps } from 'react-admin';
import { ZONES } from '../../domain/constants.js';
import { schoolSchema } from '../../schemas/school.js';
import { generateResource } from '../../src/generator/generateResource.js';
import { lazyScreen } from '../../src/lazyScreen.js';

const SchoolList = lazyScreen(
  () => import('../../custom-pages/schools/SchoolList.js'),
  (m) => m.SchoolList,
);

export const schools: ResourceProps = {
  ...generateResource(schoolSchema, {
    list: SchoolList,
    show: false,
    icon: SchoolIcon,
    fields: {
      zone: { choices: ZONES.map((z) => ({ id: z, name: `caretaker.zones.${z}` })), translateChoices: true },
    },
  }),
  options: { label: 'caretaker.schools.title' },
};
export default schools;
