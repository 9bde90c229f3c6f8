/**
 * /settings/schools/file-upload/{id} (spec part 1 §2.8, §5, §8): upload exactly one .jpg/.jpeg/.png
 * tree-inspection photo for the school ('Please upload a file to submit.'; 'Something went wrong. Invalid File
 * Type'), view it, delete it; a new upload replaces the previous photo.
 */
import { errorMessage, fieldErrors, useApiError } from '../../src/apiErrors.js';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Loading, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { fileUrl, useAuthBlob } from '../../src/components/attachments/index.js';
import { ForbiddenInLayout, NotFoundInLayout } from '../../src/pages/errors/ErrorPage.js';
import { statusOf } from '../../src/queryClient.js';
import { FileUpload, TREE_PHOTO_RULES, useUploadQueue, xhrUpload } from '../../src/components/upload/index.js';
import type { CaretakerDataProvider } from '../../src/dataProvider.js';
import { useAccess } from '../../src/access.js';
import { useAction } from '../../src/useAction.js';
import { SchoolHeader } from './SchoolHeader.js';

interface Photo {
  photo_url: string;
  file_name: string;
  mime: string;
}

export function treePhotoFormData(schoolId: string, file: File): FormData {
  const fd = new FormData();
  fd.append('school_id', schoolId);
  fd.append('file[]', file, file.name);
  return fd;
}

export function TreePhoto() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<CaretakerDataProvider>();
  const reportError = useApiError();
  const { can } = useAccess();
  const queue = useUploadQueue();
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const editable = can('school.edit');

  const school = useQuery({
    queryKey: ['school', id],
    queryFn: () =>
      dataProvider.send<{ data: { id: number; name: string } }>({ path: `/school/${encodeURIComponent(id)}` }),
    enabled: !!id,
    retry: false, // a school that is not there will not appear on a retry
  });
  const photo = useQuery({
    queryKey: ['school-tree-photo', id],
    queryFn: () =>
      dataProvider.send<{ data: Photo | null }>({ path: `/school/tree-inspection-photo/${encodeURIComponent(id)}` }),
    enabled: !!id,
  });

  const failed = async (e: unknown) => {
    await reportError(e, fieldErrors(e).file || errorMessage(e));
  };

  const upload = async () => {
    const item = queue.pending()[0];
    if (!item) {
      notify('caretaker.tree_photo.missing', { type: 'warning' });
      return;
    }
    setBusy(true);
    try {
      const result = await queue.run<{ message?: string }>(item.key, (file, onProgress) =>
        xhrUpload({ path: '/school/tree-inspection-photo', body: treePhotoFormData(id, file), onProgress }),
      );
      if (result.ok) {
        notify(result.value?.message || translate('caretaker.tree_photo.uploaded'), { type: 'success' });
        queue.clear();
        await photo.refetch();
      } else if (!result.cancelled) await failed(result.error);
    } finally {
      setBusy(false);
    }
  };

  const remove = useAction<void, { message?: string }>(
    () => ({ method: 'DELETE', path: `/school/tree-inspection-photo/${encodeURIComponent(id)}` }),
    {
      success: (json) => json?.message || translate('caretaker.tree_photo.deleted'),
      onSuccess: () => photo.refetch(),
      onError: failed,
      onSettled: () => setConfirm(false),
    },
  );
  const working = busy || remove.isPending;

  const current = photo.data?.data ?? null;
  // a school that does not exist (or that this user may not see) has no photo to upload
  const missing = statusOf(school.error);
  if (missing === 404) return <NotFoundInLayout />;
  if (missing === 403) return <ForbiddenInLayout />;
  return (
    <Box sx={{ pb: 4 }}>
      <SchoolHeader school={school.data?.data?.name} page={translate('caretaker.tree_photo.title')} />
      <Card sx={{ mb: 2 }}>
        <CardHeader title={translate('caretaker.tree_photo.current')} slotProps={{ title: { variant: 'h6' } }} />
        <CardContent>
          {photo.isPending ? (
            <Loading />
          ) : current ? (
            <Box>
              <CurrentPhoto
                url={current.photo_url}
                alt={translate('caretaker.tree_photo.alt', { name: current.file_name })}
              />
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                {current.file_name}
              </Typography>
              {editable && (
                <Button
                  color="error"
                  variant="outlined"
                  startIcon={<DeleteIcon />}
                  sx={{ mt: 1 }}
                  onClick={() => setConfirm(true)}
                  disabled={working}
                >
                  {translate('ra.action.delete')}
                </Button>
              )}
            </Box>
          ) : (
            <Typography color="text.secondary">{translate('caretaker.tree_photo.none')}</Typography>
          )}
        </CardContent>
      </Card>
      {editable && (
        <Card>
          <CardHeader title={translate('caretaker.tree_photo.upload_title')} slotProps={{ title: { variant: 'h6' } }} />
          <CardContent>
            <FileUpload queue={queue} rules={TREE_PHOTO_RULES} disabled={working} />
            <Button variant="contained" startIcon={<UploadIcon />} onClick={upload} disabled={working} sx={{ mt: 1 }}>
              {translate('caretaker.tree_photo.submit')}
            </Button>
          </CardContent>
        </Card>
      )}
      <Confirm
        isOpen={confirm}
        loading={working}
        title="caretaker.tree_photo.delete_title"
        content="caretaker.generator.delete_confirm"
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirm(false)}
      />
    </Box>
  );
}

/** The stored photo, fetched with the Authorization header and shown from a blob (no token in the URL). */
function CurrentPhoto({ url, alt }: { url: string; alt: string }) {
  const src = useAuthBlob(fileUrl(url, { preview: true }));
  const sx = {
    maxWidth: '100%',
    maxHeight: 420,
    borderRadius: 1,
    border: 1,
    borderColor: 'divider',
    display: 'block',
  } as const;
  return src ? (
    <Box component="img" src={src} alt={alt} sx={sx} />
  ) : (
    <Box sx={{ ...sx, height: 240, bgcolor: 'action.hover' }} aria-label={alt} />
  );
}
