/** Schools (spec part 1 §2.8): the list; the contract, photo and OM/MA screens are custom pages (custom-pages/schools). */
import SchoolIcon from '@mui/icons-material/School';
import type { ResourceProps } from 'react-admin';
import { schoolSchema } from '../../schemas/school.js';
import { lazyScreen } from '../../src/lazyScreen.js';

const SCHOOLS_ROUTE = schoolSchema['x-resource'].route;
const SchoolList = lazyScreen(
  () => import('../../custom-pages/schools/SchoolList.js'),
  (m) => m.SchoolList,
);

export const schools: ResourceProps = {
  name: SCHOOLS_ROUTE,
  list: SchoolList,
  icon: SchoolIcon,
  recordRepresentation: 'name',
  options: { label: 'caretaker.schools.title' },
};
export default schools;
