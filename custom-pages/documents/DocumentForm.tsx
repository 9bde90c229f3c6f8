/**
 * /document-repository/create and /document-repository/{id} (spec part 1 §2.4, §5): one form with name,
 * category (one or more lower-case zones), description, files and the existing attachments.
 *
 * Files go up one request each (XMLHttpRequest, so every file has its own progress bar and cancel): on create
 * the first file creates the record (`POST /documents`), the others are added to it (`POST /documents/{id}`,
 * which adds files); on edit every request carries the fields. 'File upload is required' when creating
 * without a file.
 */
import { useApiError } from '../../src/apiErrors.js';
import { Box, Breadcrumbs, Card, CardContent, Divider, Link as MuiLink, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Button,
  Form,
  Loading,
  SaveButton,
  SelectArrayInput,
  TextInput,
  Title,
  Toolbar,
  required,
  useGetOne,
  useNotify,
  useRedirect,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DOCUMENT_BUCKET, DOCUMENT_CATEGORIES } from '../../domain/constants.js';
import { AttachmentList, type Attachment } from '../../src/components/attachments/index.js';
import {
  DOCUMENT_RULES,
  FileUpload,
  useUploadQueue,
  xhrUpload,
  type UploadItem,
} from '../../src/components/upload/index.js';
import { useAccess } from '../../src/access.js';
import { DOCUMENTS_API, DOCUMENTS_ROUTE } from './constants.js';
import { listWithoutFilter } from '../../src/generator/parts.js';

interface DocumentValues {
  name?: string;
  category?: string[];
  description?: string | null;
}

interface DocumentRecord extends RaRecord, DocumentValues {
  attachments?: Attachment[];
}

const categoryChoices = DOCUMENT_CATEGORIES.map((c) => ({ id: c, name: `caretaker.documents.categories.${c}` }));
const requiredField = required('caretaker.documents.required');

export function documentFormData(values: DocumentValues, file?: File): FormData {
  const fd = new FormData();
  fd.append('name', values.name ?? '');
  fd.append('category', JSON.stringify(values.category ?? []));
  fd.append('description', values.description ?? '');
  fd.append('bucket', DOCUMENT_BUCKET);
  if (file) fd.append('file[]', file, file.name);
  return fd;
}

function DocumentBreadcrumbs({ action }: { action: 'create' | 'edit' }) {
  const translate = useTranslate();
  return (
    <Breadcrumbs aria-label={translate('caretaker.documents.breadcrumb')} sx={{ mt: 2, mb: 1 }}>
      <MuiLink component={Link} to={`/${DOCUMENTS_ROUTE}`} underline="hover" color="inherit">
        {translate('caretaker.documents.list_title')}
      </MuiLink>
      <Typography color="text.primary">{translate(`caretaker.documents.${action}`)}</Typography>
    </Breadcrumbs>
  );
}

/** Server field errors ({ field: text }) to react-hook-form errors; file errors stay with the upload. */
function fieldErrors(error: unknown): Record<string, string> | undefined {
  const errors = (error as { body?: { errors?: Record<string, string> } })?.body?.errors;
  if (!errors) return undefined;
  const out: Record<string, string> = {};
  for (const key of ['name', 'category', 'description'] as const) if (errors[key]) out[key] = errors[key];
  return Object.keys(out).length ? out : undefined;
}

export function DocumentForm({
  record,
  onChanged,
  readOnly = false,
}: {
  record?: DocumentRecord;
  onChanged?: () => void;
  readOnly?: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reportError = useApiError();
  const queue = useUploadQueue();
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const isCreate = !record?.id;

  const fail = async (error: unknown, item?: UploadItem) => {
    const fileMsg = fieldErrors(error)?.file;
    const message = fileMsg || (error as Error)?.message || translate('ra.notification.http_error');
    if (!(await reportError(error, message))) return undefined;
    if (item && fileMsg) queue.setError(item.key, fileMsg);
    return fieldErrors(error);
  };

  const submit = async (values: DocumentValues) => {
    setFileError(null);
    const pending = queue.pending();
    if (isCreate && pending.length === 0) {
      const msg = translate('caretaker.documents.file_required');
      setFileError(msg);
      notify(msg, { type: 'error' });
      return undefined;
    }
    setBusy(true);
    let id = record?.id;
    let created = false;
    let lastMessage: string | undefined;
    try {
      if (!isCreate && pending.length === 0) {
        try {
          const json = await xhrUpload<{ message?: string }>({
            path: `${DOCUMENTS_API}/${id}`,
            body: documentFormData(values),
          }).promise;
          lastMessage = json?.message;
        } catch (e) {
          return await fail(e);
        }
      }
      for (const item of pending) {
        const path = id ? `${DOCUMENTS_API}/${id}` : DOCUMENTS_API;
        const result = await queue.run<{ data?: { id: number }; message?: string }>(item.key, (file, onProgress) =>
          xhrUpload({ path, body: documentFormData(values, file), onProgress }),
        );
        if (result.ok) {
          if (!id && result.value?.data?.id) {
            id = result.value.data.id;
            created = true;
          }
          if (!created || lastMessage === undefined) lastMessage = result.value?.message;
        } else if (!result.cancelled) {
          const errors = await fail(result.error, item);
          // a record made by an earlier file stays: show it so the user sees what is there
          if (created && id) navigate(`/${DOCUMENTS_ROUTE}/${id}`, { replace: true });
          return errors;
        }
      }
      await queryClient.invalidateQueries({ queryKey: [DOCUMENTS_ROUTE] });
      if (!id) return undefined; // every file was cancelled: nothing was created
      notify(
        created || isCreate
          ? translate('resources.document-repository.notifications.created')
          : lastMessage || translate('resources.document-repository.notifications.updated'),
        { type: 'success' },
      );
      queue.clear();
      onChanged?.();
      // a new document must not hide behind the search the list remembered
      if (created || isCreate) navigate(listWithoutFilter(DOCUMENTS_ROUTE));
      else redirect('list', DOCUMENTS_ROUTE);
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      record={record}
      onSubmit={submit as (v: Record<string, unknown>) => Promise<unknown>}
      sanitizeEmptyValues={false}
    >
      <CardContent>
        <Box sx={{ maxWidth: 720 }}>
          <TextInput
            source="name"
            label="resources.document-repository.fields.name"
            validate={requiredField}
            fullWidth
          />
          <SelectArrayInput
            source="category"
            label="resources.document-repository.fields.category"
            choices={categoryChoices}
            validate={requiredField}
            fullWidth
          />
          <TextInput
            source="description"
            label="resources.document-repository.fields.description"
            multiline
            minRows={3}
            fullWidth
          />
          {!readOnly && (
            <FileUpload
              queue={queue}
              rules={DOCUMENT_RULES}
              label={translate('caretaker.documents.files')}
              error={fileError}
              disabled={busy}
            />
          )}
          {!isCreate && (
            <>
              <Divider sx={{ my: 2 }} />
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                {translate('caretaker.documents.existing_files')}
              </Typography>
              <AttachmentList
                attachments={record?.attachments ?? []}
                onDeleted={() => onChanged?.()}
                readOnly={readOnly}
              />
            </>
          )}
        </Box>
      </CardContent>
      <Toolbar sx={{ gap: 1 }}>
        {!readOnly && <SaveButton disabled={busy} alwaysEnable={!busy} />}
        <Button
          label="ra.action.cancel"
          variant="outlined"
          size="medium"
          onClick={() => navigate(`/${DOCUMENTS_ROUTE}`)}
        />
      </Toolbar>
    </Form>
  );
}

export function DocumentCreate() {
  const translate = useTranslate();
  return (
    <Box>
      <Title title={translate('caretaker.documents.create_title')} />
      <DocumentBreadcrumbs action="create" />
      <Card>
        <DocumentForm />
      </Card>
    </Box>
  );
}

export function DocumentEdit() {
  const translate = useTranslate();
  const { id } = useParams();
  const { can, ready } = useAccess();
  const { data, isPending, error, refetch } = useGetOne<DocumentRecord>(
    DOCUMENTS_ROUTE,
    { id: id ?? '' },
    { enabled: !!id },
  );
  return (
    <Box>
      <Title title={translate('caretaker.documents.edit_title')} />
      <DocumentBreadcrumbs action="edit" />
      {isPending || !ready ? (
        <Loading />
      ) : error || !data ? (
        <Typography color="error">{(error as Error)?.message}</Typography>
      ) : (
        <Card>
          <DocumentForm
            key={String(data.id)}
            record={data}
            onChanged={() => void refetch()}
            readOnly={!can('document.edit')}
          />
        </Card>
      )}
    </Box>
  );
}
