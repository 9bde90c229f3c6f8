/**
 * /tools/user-organization (spec part 1 §2.8): schools with their operations managers and managing agents,
 * paged, school search (debounced), zone filter for admins only; 'Manage users' for everyone who can open the
 * list, 'Manage assignments' for admins (school-assignment.view).
 */
import GroupIcon from '@mui/icons-material/Group';
import AssignmentIcon from '@mui/icons-material/AssignmentTurnedIn';
import { Box, Button } from '@mui/material';
import { FunctionField, TextField, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { SchoolListBase, ZoneField, namesOf } from './SchoolListBase.js';
import { useAccess } from '../../src/access.js';
import { ORGANISATION_RESOURCE } from './constants.js';

function RowButtons({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const { can } = useAccess();
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <Button size="small" startIcon={<GroupIcon />} component={Link} to={`/tools/user-organization/${record.id}`}>
        {translate('caretaker.organisation.manage_users')}
      </Button>
      {can('school-assignment.view') && (
        <Button
          size="small"
          startIcon={<AssignmentIcon />}
          component={Link}
          to={`/tools/user-organization/manage-assignments/${record.id}`}
        >
          {translate('caretaker.organisation.manage_assignments')}
        </Button>
      )}
    </Box>
  );
}

export function OrganisationList() {
  const translate = useTranslate();
  return (
    <SchoolListBase
      resource={ORGANISATION_RESOURCE}
      title={translate('caretaker.organisation.title')}
      storeKey="user-organization.list"
    >
      <TextField source="name" label="caretaker.organisation.school" />
      <ZoneField source="zone" label="caretaker.schools.zone" />
      <FunctionField
        label="caretaker.organisation.operation_managers"
        render={(r: RaRecord) => namesOf(r.operation_managers)}
      />
      <FunctionField
        label="caretaker.organisation.managing_agents"
        render={(r: RaRecord) => namesOf(r.managing_agents)}
      />
      <FunctionField
        label="caretaker.schools.actions.label"
        textAlign="right"
        render={(r: RaRecord) => <RowButtons record={r} />}
      />
    </SchoolListBase>
  );
}
