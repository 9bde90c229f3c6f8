/**
 * Row scoping fails closed (server/lib/scope.ts): a user of a zone-scoped role saved without a zone in charge sees no
 * records at all. The user form says so while that is the case, so the administrator is not surprised by empty lists.
 */
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { isZoneScopedRole } from '../../domain/roles.js';
import { userSchema } from '../../schemas/user.js';
import { useShowWhen } from '../../src/generator/index.js';

const zoneRule = userSchema.properties.zone_in_charge['x-show-when'];
/** The roles whose form shows the zone field and whose rows are scoped by it (SCD shows it but sees every zone). */
const SCOPED_BY_ZONE = zoneRule.in.filter(isZoneScopedRole);

export function ZonelessWarning() {
  const translate = useTranslate();
  const zones = useWatch({ name: 'zone_in_charge' }) as unknown;
  const scoped = useShowWhen(
    { ...zoneRule, in: SCOPED_BY_ZONE },
    userSchema.properties.role_id['x-reference'].resource,
  );
  if (!scoped || (Array.isArray(zones) && zones.length > 0)) return null;
  return (
    <Alert severity="warning" role="status" sx={{ width: '100%', maxWidth: 760, mb: 2 }}>
      {translate('caretaker.users.zoneless_warning')}
    </Alert>
  );
}
