/**
 * The files of a record (issue 3 §1): thumbnails for images, inline preview of images and PDFs in a dialog,
 * download, and delete ('Are you sure you want to delete this file?', then 'Successfully deleted file').
 * Without a session the links lead to the sign-in page (spec part 1 §8). Images and PDFs are fetched with the
 * Authorization header and shown from blobs; a download asks the API for a five-minute signed link (see fileUrl.ts).
 */
import { useApiError } from '../../apiErrors.js';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import FileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import PreviewIcon from '@mui/icons-material/Visibility';
import { Box, Dialog, DialogContent, DialogTitle, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatBytes, formatDateTime } from '../../format.js';
import { getSession } from '../../session.js';
import { statusOf } from '../../queryClient.js';
import { useAction } from '../../useAction.js';
import { canPreview, downloadFile, fileUrl, isImage, isPdf, type Attachment } from './fileUrl.js';
import { useAuthBlob } from './useAuthBlob.js';

export interface AttachmentListProps {
  attachments: Attachment[];
  /** Called after a file was deleted on the server. */
  onDeleted?: (attachment: Attachment) => void;
  /**
   * Asked first when a delete is confirmed: true when the caller kept the delete to send later (work without signal,
   * src/offline), so nothing is sent now and `onDeleted` follows.
   */
  deferDelete?: (attachment: Attachment) => Promise<boolean>;
  /**
   * Asked when the delete got no answer (the signal dropped on the way): true when the caller kept it to send later —
   * a delete sent again is harmless (the file is gone, or goes then) —, so the file leaves the list as deleted.
   */
  keepDelete?: (attachment: Attachment) => Promise<boolean>;
  /** Hide delete buttons whatever the records say. */
  readOnly?: boolean;
  /** Message shown when there are no files (translated key). */
  emptyText?: string;
}

const THUMB_SX = {
  width: 56,
  height: 56,
  objectFit: 'cover',
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
} as const;

function ImageThumb({ a }: { a: Attachment }) {
  const src = useAuthBlob(fileUrl(a.thumbnail_url ?? a.url, { preview: true }));
  return src ? (
    <Box component="img" src={src} alt={a.name} sx={THUMB_SX} />
  ) : (
    <Box sx={{ ...THUMB_SX, bgcolor: 'action.hover' }} aria-label={a.name} />
  );
}

/** The preview dialog's body: the image, or the PDF in the browser's viewer, from a blob. */
function PreviewBody({ a }: { a: Attachment }) {
  const src = useAuthBlob(fileUrl(a.url, { preview: true }));
  if (!src) return <Box sx={{ height: '75vh' }} aria-busy="true" />;
  return isImage(a.mime) ? (
    <Box component="img" src={src} alt={a.name} sx={{ maxWidth: '100%', maxHeight: '75vh' }} />
  ) : (
    <Box component="iframe" title={a.name} src={src} sx={{ width: '100%', height: '75vh', border: 0 }} />
  );
}

function Thumb({ a }: { a: Attachment }) {
  if (isImage(a.mime)) return <ImageThumb a={a} />;
  const Icon = isPdf(a.mime) ? PdfIcon : FileIcon;
  return (
    <Box
      sx={{
        width: 56,
        height: 56,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Icon color={isPdf(a.mime) ? 'error' : 'action'} />
    </Box>
  );
}

export function AttachmentList({
  attachments,
  onDeleted,
  deferDelete,
  keepDelete,
  readOnly = false,
  emptyText = 'caretaker.files.attachments.empty',
}: AttachmentListProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const reportError = useApiError();
  const [preview, setPreview] = useState<Attachment | null>(null);
  const [toDelete, setToDelete] = useState<Attachment | null>(null);

  const download = (e: MouseEvent, a: Attachment) => {
    e.preventDefault();
    if (!guard(e)) return;
    downloadFile(a.url, a.name).catch(async (err: unknown) => {
      await reportError(err);
    });
  };

  /** Links need a session: without one, go to sign-in instead of showing the API's 401. */
  const guard = (e: MouseEvent) => {
    if (!getSession()) {
      e.preventDefault();
      navigate('/auth/sign-in');
      return false;
    }
    return true;
  };

  const remove = useAction<Attachment, { message?: string }>(
    (a) => ({ method: 'DELETE', path: `/attachments/${encodeURIComponent(String(a.id))}` }),
    {
      success: (json) => json?.message || translate('caretaker.files.attachments.deleted'),
      onSuccess: (_json, a) => onDeleted?.(a),
      onError: async (e, a) => {
        if (statusOf(e) === 0 && (await keepDelete?.(a))) return onDeleted?.(a);
        await reportError(e);
      },
      onSettled: () => setToDelete(null),
    },
  );
  const confirmDelete = async () => {
    if (!toDelete) return;
    if (await deferDelete?.(toDelete)) {
      setToDelete(null);
      return onDeleted?.(toDelete);
    }
    remove.mutate(toDelete);
  };

  if (!attachments.length) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {translate(emptyText)}
      </Typography>
    );
  }

  return (
    <>
      <Box component="ul" sx={{ p: 0, m: 0 }} aria-label={translate('caretaker.files.attachments.title')}>
        {attachments.map((a) => {
          const previewLabel = translate('caretaker.files.attachments.preview', { name: a.name });
          const downloadLabel = translate('caretaker.files.attachments.download', { name: a.name });
          const deleteLabel = translate('caretaker.files.attachments.delete', { name: a.name });
          return (
            <Box
              component="li"
              key={a.id}
              data-testid="attachment"
              sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Thumb a={a} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" noWrap title={a.name}>
                    {a.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {[formatBytes(a.size), a.uploader?.full_name, formatDateTime(a.created_at)]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </Box>
                {canPreview(a.mime) && (
                  <Tooltip title={previewLabel}>
                    <IconButton aria-label={previewLabel} onClick={(e) => guard(e) && setPreview(a)}>
                      <PreviewIcon />
                    </IconButton>
                  </Tooltip>
                )}
                <Tooltip title={downloadLabel}>
                  <IconButton
                    aria-label={downloadLabel}
                    component="a"
                    href={fileUrl(a.url, { name: a.name })}
                    download={a.name}
                    onClick={(e: MouseEvent) => download(e, a)}
                  >
                    <DownloadIcon />
                  </IconButton>
                </Tooltip>
                {!readOnly && a.can_delete !== false && (
                  <Tooltip title={deleteLabel}>
                    <IconButton aria-label={deleteLabel} color="error" onClick={() => setToDelete(a)}>
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                )}
              </Stack>
            </Box>
          );
        })}
      </Box>
      <Dialog open={!!preview} onClose={() => setPreview(null)} maxWidth="lg" fullWidth>
        {preview && (
          <>
            <DialogTitle sx={{ pr: 6 }}>
              {preview.name}
              <IconButton
                aria-label={translate('ra.action.close')}
                onClick={() => setPreview(null)}
                sx={{ position: 'absolute', right: 8, top: 8 }}
              >
                <CloseIcon />
              </IconButton>
            </DialogTitle>
            <DialogContent sx={{ textAlign: 'center' }}>
              <PreviewBody a={preview} />
            </DialogContent>
          </>
        )}
      </Dialog>
      <Confirm
        isOpen={!!toDelete}
        loading={remove.isPending}
        title="caretaker.files.attachments.delete_title"
        content="caretaker.files.attachments.delete_confirm"
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
