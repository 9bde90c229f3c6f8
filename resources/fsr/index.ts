/**
 * FSR (schedule of rates): the list and the 'Create FSR' page are the area's (custom-pages/fsr), the edit and read-only
 * show screens generated from schemas/fsr.ts.
 */
import ListAltIcon from '@mui/icons-material/ListAlt';
import { fsrSchema } from '../../schemas/fsr.js';
import { generateResource } from '../../src/generator/generateResource.js';
import { lazyScreen } from '../../src/lazyScreen.js';
import { fsrOverrides } from '../../custom-pages/fsr/fields.js';

const FsrCreatePage = lazyScreen(
  () => import('../../custom-pages/fsr/FsrCreate.js'),
  (m) => m.FsrCreatePage,
);
const FsrList = lazyScreen(
  () => import('../../custom-pages/fsr/FsrList.js'),
  (m) => m.FsrList,
);

export const fsr = generateResource(fsrSchema, {
  icon: ListAltIcon,
  fields: fsrOverrides,
  list: FsrList,
  create: FsrCreatePage,
});
export default fsr;
