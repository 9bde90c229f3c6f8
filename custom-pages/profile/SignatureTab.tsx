/**
 * Profile tab 'Signature' (spec part 1 §3, §5, §9): name and signature details (required), then either a
 * drawn signature (react-signature-canvas, 378 px high, 195 px from a 1920 px wide window) or an uploaded
 * PNG/JPEG; sent as multipart to POST /api/user/create-signature/{id}. Lists the saved signatures.
 */
import type { FieldValues } from 'react-hook-form';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SignatureCanvas } from '../../src/components/signature/canvas.js';
import { Box, Button, Card, CardContent, Grid, Typography } from '@mui/material';
import {
  FileField,
  FileInput,
  Form,
  RadioButtonGroupInput,
  SaveButton,
  TextInput,
  required,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type HttpError,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MSG } from '../../domain/messages.js';
import { AuthImage } from '../../src/components/signature/index.js';
import { submitErrors, useAction } from '../../src/useAction.js';

const REQUIRED = [required('caretaker.generator.validation.required')];

/** Spec part 1 §9: 378 px, or 195 px when the window is at least 1920 px wide. */
export function signatureCanvasHeight(windowWidth: number): number {
  return windowWidth >= 1920 ? 195 : 378;
}

function useWindowWidth(): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1024 : window.innerWidth));
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

interface PadProps {
  padRef: React.RefObject<SignatureCanvas | null>;
}

function SignaturePad({ padRef }: PadProps) {
  const translate = useTranslate();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);
  const height = signatureCanvasHeight(useWindowWidth());
  useLayoutEffect(() => {
    const measure = () => setWidth(Math.max(200, Math.floor(box.current?.clientWidth || 600)));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return (
    <Box ref={box} sx={{ width: '100%' }}>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, width, bgcolor: '#fff' }}>
        <SignatureCanvas
          ref={padRef}
          penColor="#000"
          canvasProps={{ width, height, 'aria-label': translate('caretaker.profile.signature.pad') } as never}
        />
      </Box>
      <Button sx={{ mt: 1 }} variant="outlined" size="small" onClick={() => padRef.current?.clear()}>
        {translate('caretaker.profile.signature.clear')}
      </Button>
    </Box>
  );
}

function SignatureSource({ padRef }: PadProps) {
  const option = useWatch({ name: 'signature_options' });
  if (option === 'upload_signature') {
    return (
      <FileInput
        source="signature"
        label="caretaker.profile.signature.upload"
        accept={{ 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] }}
      >
        <FileField source="src" title="title" />
      </FileInput>
    );
  }
  return <SignaturePad padRef={padRef} />;
}

interface SignatureRecord {
  id: string | number;
  name: string;
  signature_details?: string | null;
}

export function SignatureTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext<{ id: string | number; signatures?: SignatureRecord[] }>();
  const padRef = useRef<SignatureCanvas | null>(null);
  const [formKey, setFormKey] = useState(0);
  const save = useAction(
    ({ id, body }: { id: string | number; body: FormData }) => ({
      method: 'POST',
      path: `/user/create-signature/${id}`,
      body,
    }),
    {
      success: (json: { data?: { message?: string }; message?: string } | undefined) =>
        json?.data?.message ?? json?.message ?? 'caretaker.profile.signature.saved',
      onSuccess: () => {
        padRef.current?.clear();
        setFormKey((k) => k + 1);
        refresh();
      },
      onError: (e) => notify((e as HttpError).message || MSG.serverError, { type: 'error' }),
    },
  );
  if (!record) return null;

  const onSubmit = (values: FieldValues) => {
    const option = values.signature_options ?? 'new_signature';
    const body = new FormData();
    body.append('name', values.name ?? '');
    body.append('signature_options', option);
    body.append('signature_details', values.signature_details ?? '');
    if (option === 'new_signature') {
      if (!padRef.current || padRef.current.isEmpty()) {
        notify('caretaker.profile.signature.missing', { type: 'warning' });
        return;
      }
      body.append('signature', padRef.current.getTrimmedCanvas().toDataURL('image/png'));
    } else {
      const file: File | undefined = values.signature?.rawFile;
      if (!file) {
        notify('caretaker.profile.signature.missing', { type: 'warning' });
        return;
      }
      body.append('signature[]', file, file.name);
    }
    return submitErrors(save.mutateAsync({ id: record.id, body }));
  };

  const signatures = record.signatures ?? [];
  return (
    <Box sx={{ p: 2 }}>
      <Form key={formKey} record={{ signature_options: 'new_signature' }} onSubmit={onSubmit}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 720 }}>
          <TextInput source="name" label="caretaker.profile.signature.name" validate={REQUIRED} />
          <TextInput
            source="signature_details"
            label="caretaker.profile.signature.details"
            validate={REQUIRED}
            multiline
          />
          <RadioButtonGroupInput
            source="signature_options"
            label="caretaker.profile.signature.option"
            choices={[
              { id: 'new_signature', name: 'caretaker.profile.signature.option_new' },
              { id: 'upload_signature', name: 'caretaker.profile.signature.option_upload' },
            ]}
          />
          <SignatureSource padRef={padRef} />
          <Box>
            <SaveButton label="caretaker.profile.signature.submit" alwaysEnable />
          </Box>
        </Box>
      </Form>
      <Typography variant="h6" sx={{ mt: 3, mb: 1 }}>
        {translate('caretaker.profile.signature.saved_list')}
      </Typography>
      {signatures.length === 0 ? (
        <Typography color="text.secondary">{translate('caretaker.profile.signature.none')}</Typography>
      ) : (
        <Grid container spacing={2}>
          {signatures.map((s) => (
            <Grid key={s.id} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card variant="outlined">
                <Box sx={{ p: 1 }}>
                  <AuthImage src={`/user/${record.id}/signatures/${s.id}`} alt={s.name} height={120} />
                </Box>
                <CardContent>
                  <Typography fontWeight="bold">{s.name}</Typography>
                  {s.signature_details && (
                    <Typography variant="body2" color="text.secondary">
                      {s.signature_details}
                    </Typography>
                  )}
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}
