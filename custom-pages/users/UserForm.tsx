/**
 * User create/edit (spec part 1 §2.5): tab 'Basic Information' built from the generator's inputs (with the
 * role-conditional fields of §6); in profile mode (navigation state `{ profile: true }`) the tabs 'Signature'
 * and 'Change password' appear, the e-mail is read-only, role and contractor are text, Cancel and the
 * breadcrumb are hidden.
 */
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Box, CircularProgress, Tab, Tabs } from '@mui/material';
import {
  Create,
  Edit,
  FunctionField,
  Labeled,
  SimpleForm,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { userSchema } from '../../schemas/user.js';
import {
  Breadcrumbs,
  FieldVisibilityContext,
  FormToolbar,
  GeneratedInputs,
  ShowWhen,
  useFormTransform,
  useRecordQueryOptions,
  listWithoutFilter,
} from '../../src/generator/index.js';
import type { FormMode } from '../../src/generator/index.js';
import { ChangePasswordTab } from '../profile/ChangePasswordTab.js';
import { SignatureTab } from '../profile/SignatureTab.js';
import { TwoFactorTab } from '../profile/TwoFactorTab.js';
import { DeactivateButton } from './DeactivateButton.js';
import { ResetTwoFactorButton } from './ResetTwoFactorButton.js';
import { USERS_ROUTE, userFields } from './fields.js';
import { ZonelessWarning } from './ZonelessWarning.js';

// loaded when opened: it brings the device store of work without signal
const OfflineSettingsTab = lazy(async () => ({
  default: (await import('../profile/OfflineSettingsTab.js')).OfflineSettingsTab,
}));

const FORM_ORDER = [
  'full_name',
  'email',
  'designation',
  'mobile_no',
  'role_id',
  'school_id',
  'contractor',
  'zone_in_charge',
  'password',
];
// school and zones are the administrator's to set (the profile route does not save them): shown as text in ProfileFacts
const PROFILE_ORDER = ['full_name', 'designation', 'mobile_no'];
const contractorRule = userSchema.properties.contractor['x-show-when'];

/** E-mail read-only; role, contractor, school and zones in charge as text (profile mode). */
function ProfileFacts() {
  const translate = useTranslate();
  const record = useRecordContext<{ school?: { name?: string } | null; zone_in_charge?: string[] | null }>();
  const zones = record?.zone_in_charge ?? [];
  return (
    <Box sx={{ width: '100%', maxWidth: 760, display: 'flex', flexDirection: 'column', gap: 1, mb: 2 }}>
      <TextInput source="email" readOnly />
      <Labeled source="role_id">
        <TextField source="role.name" />
      </Labeled>
      <ShowWhen
        {...contractorRule}
        in={[...contractorRule.in]}
        reference={userSchema.properties.role_id['x-reference'].resource}
      >
        <Labeled source="contractor">
          <TextField source="contractor" />
        </Labeled>
      </ShowWhen>
      {record?.school?.name && (
        <Labeled source="school_id">
          <TextField source="school.name" />
        </Labeled>
      )}
      {zones.length > 0 && (
        <Labeled source="zone_in_charge">
          <FunctionField render={() => zones.map((z) => translate(`caretaker.zones.${z}`, { _: z })).join(', ')} />
        </Labeled>
      )}
    </Box>
  );
}

export function UserForm({ mode, profile = false }: { mode: FormMode; profile?: boolean }) {
  return (
    <SimpleForm toolbar={<FormToolbar hideCancel={profile} />}>
      {profile ? (
        <>
          <GeneratedInputs fields={userFields} route={USERS_ROUTE} mode={mode} only={PROFILE_ORDER.slice(0, 1)} />
          <ProfileFacts />
          <GeneratedInputs fields={userFields} route={USERS_ROUTE} mode={mode} only={PROFILE_ORDER.slice(1)} />
        </>
      ) : (
        <>
          <GeneratedInputs fields={userFields} route={USERS_ROUTE} mode={mode} only={FORM_ORDER.slice(0, -1)} />
          <ZonelessWarning />
          <GeneratedInputs fields={userFields} route={USERS_ROUTE} mode={mode} only={FORM_ORDER.slice(-1)} />
        </>
      )}
    </SimpleForm>
  );
}

const TABS = ['basic', 'signature', 'change_password', 'two_factor', 'offline'] as const;

function UserTabs({ mode, profile }: { mode: FormMode; profile: boolean }) {
  const translate = useTranslate();
  const [tab, setTab] = useState<(typeof TABS)[number]>('basic');
  const tabs = profile ? TABS : TABS.slice(0, 1);
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_, v) => setTab(v)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}
      >
        {tabs.map((t) => (
          <Tab key={t} value={t} label={translate(`caretaker.users.tabs.${t}`)} />
        ))}
      </Tabs>
      <Box hidden={tab !== 'basic'}>
        <UserForm mode={mode} profile={profile} />
      </Box>
      {profile && tab === 'signature' && <SignatureTab />}
      {profile && tab === 'change_password' && <ChangePasswordTab />}
      {profile && tab === 'two_factor' && <TwoFactorTab />}
      {profile && tab === 'offline' && (
        <Suspense fallback={<CircularProgress aria-label={translate('ra.page.loading')} />}>
          <OfflineSettingsTab />
        </Suspense>
      )}
      {!profile && mode === 'edit' && <ResetTwoFactorButton />}
      {!profile && mode === 'edit' && <DeactivateButton />}
    </>
  );
}

export function useProfileMode(): boolean {
  const location = useLocation();
  return !!(location.state as { profile?: boolean } | null)?.profile;
}

export function UserCreate() {
  const { transform, visibility } = useFormTransform(userFields);
  return (
    <FieldVisibilityContext value={visibility}>
      <Breadcrumbs action="add" />
      <Create redirect={listWithoutFilter} transform={transform}>
        <UserTabs mode="create" profile={false} />
      </Create>
    </FieldVisibilityContext>
  );
}

/** `profile` defaults to the navigation state; `id` to the route's. */
export function UserEdit({ profile: forced, id }: { profile?: boolean; id?: Identifier }) {
  const fromState = useProfileMode();
  const profile = forced ?? fromState;
  const { transform, visibility } = useFormTransform(userFields);
  const queryOptions = useRecordQueryOptions();
  return (
    <FieldVisibilityContext value={visibility}>
      {!profile && <Breadcrumbs action="edit" />}
      <Edit
        id={id}
        queryOptions={queryOptions}
        redirect={profile ? false : 'list'}
        mutationMode="pessimistic"
        transform={transform}
        actions={profile ? false : undefined}
        // one's own profile is open to every signed-in user; the server checks the request
        disableAuthentication={profile}
      >
        <UserTabs mode="edit" profile={profile} />
      </Edit>
    </FieldVisibilityContext>
  );
}
