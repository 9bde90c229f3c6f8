/** Audit log: generated and read-only (its schema declares only list and show permissions). */
import HistoryIcon from '@mui/icons-material/History';
import { auditLogSchema } from '../../schemas/auditLog.js';
import { generateResource } from '../../src/generator/generateResource.js';

// created_at is a timestamp: shown as yyyy-MM-dd HH:mm:ss
export const auditLog = generateResource(auditLogSchema, {
  icon: HistoryIcon,
  fields: { created_at: { type: 'datetime' } },
});
export default auditLog;
