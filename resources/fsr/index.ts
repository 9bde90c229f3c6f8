/** FSR (schedule of rates): list with server columns and filters, the 'Create FSR' page, generated edit. */
import ListAltIcon from '@mui/icons-material/ListAlt';
import { fsrSchema } from '../../schemas/fsr.js';
import { generateResource } from '../../src/generator/index.js';
import { FsrCreatePage } from './FsrCreate.js';
import { fsrOverrides } from './fields.js';
import { FsrList } from './FsrList.js';

export const fsr = generateResource(fsrSchema, { icon: ListAltIcon, fields: fsrOverrides, list: FsrList, create: FsrCreatePage, show: false });
export default fsr;
