/** FSR (schedule of rates): list with server columns and filters, the 'Create FSR' page, generated edit and read-only show. */
import ListAltIcon from '@mui/icons-material/ListAlt';
import { fsrSchema } from '../../schemas/fsr.js';
import { generateResource } from '../../src/generator/generateResource.js';
import { lazyScreen } from '../../src/lazyScreen.js';
import { fsrOverrides } from './fields.js';

const FsrCreatePage = lazyScreen(
  () => import('../../custom-pages/fsr/FsrCreate.js'),
  (m) => m.FsrCreatePage,
);
const FsrList = lazyScreen(
  () => import('./FsrList.js'),
  (m) => m.FsrList,
);

export const fsr = generateResource(fsrSchema, {
  icon: ListAltIcon,
  fields: fsrOverrides,
  list: FsrList,
  create: FsrCreatePage,
});
export default fsr;
