/**
 * Small shared pieces of the generated screens: breadcrumbs, the empty state, the form toolbar,
 * the row actions and the list's top toolbar. Hand-written screens reuse them.
 */
import { Breadcrumbs as MuiBreadcrumbs, Link as MuiLink, Typography, Box } from '@mui/material';
import { Link, useNavigate } from 'react-router-dom';
import { statusOf } from '../queryClient.js';
import { usePhone } from '../layout/responsive.js';
import {
  Button,
  CreateButton,
  DeleteButton,
  EditButton,
  FilterButton,
  SaveButton,
  Toolbar,
  TopToolbar,
  useCreatePath,
  useResourceContext,
  useResourceDefinition,
  useCanAccess,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';

export function useResourceLabel(resource: string, count = 2): string {
  const translate = useTranslate();
  const def = useResourceDefinition({ resource });
  return translate(`resources.${resource}.name`, { smart_count: count, _: def.options?.label ?? resource });
}

/** 'Users' > 'Add' / 'Edit' / 'View'. */
export function Breadcrumbs({ action }: { action: 'add' | 'edit' | 'show' }) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const createPath = useCreatePath();
  const label = useResourceLabel(resource);
  return (
    <MuiBreadcrumbs aria-label={translate('caretaker.generator.breadcrumb.label')} sx={{ mt: 2, mb: 1 }}>
      <MuiLink component={Link} to={createPath({ resource, type: 'list' })} underline="hover" color="inherit">
        {label}
      </MuiLink>
      <Typography color="text.primary">{translate(`caretaker.generator.breadcrumb.${action}`)}</Typography>
    </MuiBreadcrumbs>
  );
}

export function NoRecords() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {translate('caretaker.generator.no_records')}
      </Typography>
    </Box>
  );
}

/** Save, plus Cancel back to the list (hidden in profile mode). */
export function FormToolbar({ hideCancel = false }: { hideCancel?: boolean }) {
  const navigate = useNavigate();
  const resource = useResourceContext() ?? '';
  const createPath = useCreatePath();
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton />
      {!hideCancel && (
        <Button
          label="ra.action.cancel"
          variant="outlined"
          size="medium"
          onClick={() => navigate(createPath({ resource, type: 'list' }))}
        />
      )}
    </Toolbar>
  );
}

export const DELETE_CONFIRM = {
  confirmTitle: 'caretaker.generator.delete_title',
  confirmContent: 'caretaker.generator.delete_confirm',
  mutationMode: 'pessimistic',
} as const;

/** Per-row edit and delete (delete asks 'Are you sure you want to delete this item?' with Confirm and Cancel). */
export function RowActions({ edit = true, remove = true }: { edit?: boolean; remove?: boolean }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      {edit && <EditButton />}
      {remove && <DeleteButton {...DELETE_CONFIRM} />}
    </Box>
  );
}

/** Create, and on a phone the Filter button that holds the filters not on screen. */
export function ListTopToolbar() {
  const { hasCreate } = useResourceDefinition();
  const phone = usePhone();
  return (
    <TopToolbar>
      {phone && <FilterButton />}
      {hasCreate && <CreateButton />}
    </TopToolbar>
  );
}

/**
 * Where a row click goes: the edit screen when the user may edit, else the read-only show screen, else nowhere, so a
 * row never leads to the 'Page forbidden' page. (react-admin's own default prefers show even when the user may edit.)
 */
export function useRowClick(): 'edit' | 'show' | false {
  const resource = useResourceContext() ?? '';
  const { hasEdit, hasShow } = useResourceDefinition({ resource });
  const edit = useCanAccess({ resource, action: 'edit', enabled: !!hasEdit });
  const show = useCanAccess({ resource, action: 'show', enabled: !!hasShow });
  if (hasEdit && edit.canAccess) return 'edit';
  if (hasShow && show.canAccess) return 'show';
  return false;
}

/**
 * queryOptions for an Edit or Show screen: a record the server forbids shows the 403 page (react-admin's default says
 * the item does not exist and goes back to the list); any other failure keeps that default.
 */
export function useRecordQueryOptions() {
  const navigate = useNavigate();
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext() ?? '';
  return {
    onError: (error: unknown) => {
      if (statusOf(error) === 403) {
        navigate('/access-denied', { replace: true });
        return;
      }
      notify('ra.notification.item_doesnt_exist', { type: 'error' });
      redirect('list', resource);
    },
  };
}

/**
 * Where a create screen goes after saving: the list with its filters cleared, so the new record is not hidden by the
 * filter the list remembered (react-admin's 'list' restores it).
 */
export const listWithoutFilter = (resource?: string) => `/${resource ?? ''}?filter=${encodeURIComponent('{}')}&page=1`;
