/** Schools (spec part 1 §2.8): the list; the contract, photo and OM/MA screens are custom pages (custom-pages/schools). */
import SchoolIcon from '@mui/icons-material/School';
import type { ResourceProps } from 'react-admin';
import { SCHOOLS_ROUTE, SchoolList } from './SchoolList.js';

export const schools: ResourceProps = {
  name: SCHOOLS_ROUTE,
  list: SchoolList,
  icon: SchoolIcon,
  recordRepresentation: 'name',
  options: { label: 'caretaker.schools.title' },
};
export default schools;
