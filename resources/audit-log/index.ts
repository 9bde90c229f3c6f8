/** Audit log: generated and read-only (its schema declares only list and show permissions). */
import HistoryIcon from '@mui/icons-material/History';
import { auditLogSchema } from '../../schemas/auditLog.js';
import { generateResource } from '../../src/generator/index.js';

export const auditLog = generateResource(auditLogSchema, { icon: HistoryIcon });
export default auditLog;
