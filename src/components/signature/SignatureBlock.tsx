/**
 * A reusable signature block for workflow forms (quotations, claims, WSO): the signer draws a signature
 * (react-signature-canvas), uploads an image, or uses their stored signature (`my_signature`, the first
 * signature of their profile). Read-only mode shows a signature already given (image, name, date).
 *
 * The block is controlled: `value` / `onChange` carry a `SignatureValue`; `signatureFields()` turns it into the
 * multipart fields the API expects (signature, signature_options, signature_details, name).
 */
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { SignatureCanvas } from './canvas.js';
import { Box, Button, FormControlLabel, Paper, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AuthImage } from './AuthImage.js';
import { useIdentity, type StoredSignature } from '../../useIdentity.js';

export type SignatureOption = 'new_signature' | 'upload_signature' | 'my_signature';

export interface SignatureValue {
  option: SignatureOption;
  /** PNG data URL of a drawn signature. */
  dataUrl?: string | null;
  /** An uploaded image. */
  file?: File | null;
  /** Signer's name and details (e.g. designation) printed under the signature. */
  name?: string;
  details?: string;
}

export interface GivenSignature {
  /** API path or URL of the image. */
  src?: string | null;
  name?: string | null;
  details?: string | null;
  date?: string | null;
}

export const EMPTY_SIGNATURE: SignatureValue = {
  option: 'new_signature',
  dataUrl: null,
  file: null,
  name: '',
  details: '',
};

/** True when the value carries a signature the server can use. */
export function hasSignature(value: SignatureValue | null | undefined, stored?: StoredSignature | null): boolean {
  if (!value) return false;
  if (value.option === 'my_signature') return stored === undefined ? true : !!stored;
  return !!value.dataUrl;
}

/**
 * The multipart fields of spec part 2 §7: signature (the image as a data URL, drawn or uploaded; none for
 * `my_signature`, the server takes the stored one), signature_options, signature_details, name.
 */
export function signatureFields(value: SignatureValue): Record<string, string> {
  const out: Record<string, string> = {
    signature_options: value.option,
    signature_details: value.details ?? '',
    name: value.name ?? '',
  };
  if (value.option !== 'my_signature' && value.dataUrl) out.signature = value.dataUrl;
  return out;
}

/** A chosen image file as a data URL. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function Pad({
  onDrawn,
  label,
  clearLabel,
}: {
  onDrawn: (dataUrl: string | null) => void;
  label: string;
  clearLabel: string;
}) {
  const pad = useRef<SignatureCanvas | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const drawn = useRef<string | null>(null);
  const [width, setWidth] = useState(400);
  // follow the container's width (a resized canvas is blank: the drawing is put back below)
  useLayoutEffect(() => {
    const el = box.current;
    const measure = () => setWidth(Math.max(200, Math.min(600, Math.floor(el?.clientWidth || 402) - 2)));
    measure();
    if (typeof ResizeObserver === 'undefined' || !el) return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  useLayoutEffect(() => {
    const canvas = pad.current?.getCanvas();
    if (!drawn.current || !canvas) return;
    const image = new Image();
    image.onload = () => canvas.getContext('2d')?.drawImage(image, 0, 0);
    image.src = drawn.current;
  }, [width]);
  return (
    // The pad takes the width its card gives (contain: the canvas's pixel width never widens the card, which would then
    // measure wider again — on a tablet the page grew past the window).
    <Box ref={box} sx={{ width: '100%', maxWidth: '100%', overflow: 'hidden', contain: 'inline-size' }}>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, width, bgcolor: '#fff' }}>
        <SignatureCanvas
          ref={pad}
          penColor="#000"
          clearOnResize={false}
          onEnd={() => {
            drawn.current = pad.current && !pad.current.isEmpty() ? pad.current.toDataURL('image/png') : null;
            onDrawn(drawn.current);
          }}
          canvasProps={{ width, height: 160, 'aria-label': label, role: 'img' } as never}
        />
      </Box>
      <Button
        size="small"
        variant="outlined"
        sx={{ mt: 1 }}
        onClick={() => {
          pad.current?.clear();
          drawn.current = null;
          onDrawn(null);
        }}
      >
        {clearLabel}
      </Button>
    </Box>
  );
}

export interface SignatureBlockProps {
  title: string;
  value?: SignatureValue;
  onChange?: (value: SignatureValue) => void;
  /** Show a given signature instead of the inputs. */
  readOnly?: boolean;
  given?: GivenSignature | null;
  /** id prefix for accessible names (several blocks on one page). */
  id?: string;
}

function SignatureBlockView({
  title,
  value = EMPTY_SIGNATURE,
  onChange,
  readOnly,
  given,
  id = 'signature',
}: SignatureBlockProps) {
  const translate = useTranslate();
  const { identity } = useIdentity();
  const stored = identity?.signatures?.[0] ?? null;
  const latest = useRef(value);
  latest.current = value;
  const set = useCallback((patch: Partial<SignatureValue>) => onChange?.({ ...latest.current, ...patch }), [onChange]);

  // default the signer's name to the signed-in user's
  const fullName = identity?.full_name;
  useEffect(() => {
    if (!readOnly && fullName && !latest.current.name) set({ name: fullName });
  }, [fullName, readOnly, set]);

  if (readOnly) {
    return (
      <Paper variant="outlined" sx={{ p: 2, height: '100%' }} aria-label={title} role="group">
        <Typography variant="subtitle2" gutterBottom>
          {title}
        </Typography>
        {given?.src ? (
          <AuthImage src={given.src} alt={title} height={90} />
        ) : (
          <Typography color="text.secondary">{translate('caretaker.signature.none')}</Typography>
        )}
        {given?.name && <Typography sx={{ mt: 1 }}>{given.name}</Typography>}
        {given?.details && (
          <Typography variant="body2" color="text.secondary">
            {given.details}
          </Typography>
        )}
        {given?.date && (
          <Typography variant="body2" color="text.secondary">
            {given.date}
          </Typography>
        )}
      </Paper>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }} aria-label={title} role="group">
      <Typography variant="subtitle2" gutterBottom>
        {title}
      </Typography>
      <RadioGroup
        row
        value={value.option}
        onChange={(e) => set({ option: e.target.value as SignatureOption, dataUrl: null, file: null })}
        aria-label={translate('caretaker.signature.option')}
        name={`${id}-option`}
      >
        <FormControlLabel
          value="new_signature"
          control={<Radio size="small" />}
          label={translate('caretaker.signature.draw')}
        />
        <FormControlLabel
          value="upload_signature"
          control={<Radio size="small" />}
          label={translate('caretaker.signature.upload')}
        />
        <FormControlLabel
          value="my_signature"
          control={<Radio size="small" />}
          label={translate('caretaker.signature.mine')}
          disabled={!stored}
        />
      </RadioGroup>
      {value.option === 'new_signature' && (
        <Pad
          onDrawn={(dataUrl) => set({ dataUrl })}
          label={translate('caretaker.signature.pad', { title })}
          clearLabel={translate('caretaker.signature.clear')}
        />
      )}
      {value.option === 'upload_signature' && (
        <Box sx={{ my: 1 }}>
          <Button variant="outlined" component="label" size="small">
            {translate('caretaker.signature.choose_file')}
            <input
              hidden
              type="file"
              accept="image/png,image/jpeg"
              aria-label={translate('caretaker.signature.upload')}
              onChange={async (e) => {
                const file = e.target.files?.[0] ?? null;
                set({ file, dataUrl: file ? await readAsDataUrl(file) : null });
              }}
            />
          </Button>
          {value.file && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {value.file.name}
            </Typography>
          )}
        </Box>
      )}
      {value.option === 'my_signature' && stored?.url && (
        <AuthImage src={stored.url} alt={translate('caretaker.signature.mine')} height={90} />
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={translate('caretaker.signature.name')}
          value={value.name ?? ''}
          onChange={(e) => set({ name: e.target.value })}
        />
        <TextField
          size="small"
          label={translate('caretaker.signature.details')}
          value={value.details ?? ''}
          onChange={(e) => set({ details: e.target.value })}
        />
      </Box>
    </Paper>
  );
}

export const SignatureBlock = memo(SignatureBlockView);
