/**
 * 'Create FSR' (/works-order/fsr/add; spec part 2 §2, §5): repeatable category blocks (category, section,
 * section description) each with repeatable item rows (item number, item group description, item
 * description, unit, rate in S$). A row can be added; a row can be removed only when more than one exists.
 * Every field: 'This item is required.'. POST /fsrs/create → 'Successfully created site' → back to the list.
 */
import type { FieldValues } from 'react-hook-form';
import {
  Box,
  Breadcrumbs,
  Button,
  Card,
  CardContent,
  Grid,
  IconButton,
  Link as MuiLink,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Form, SaveButton, SelectInput, TextInput, useNotify, useTranslate, type HttpError } from 'react-admin';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { FSR_CATEGORIES } from '../../schemas/fsr.js';
import { parseMoney } from '../../domain/money.js';
import { submitErrors, useAction } from '../../src/useAction.js';
import { listWithoutFilter } from '../../src/generator/parts.js';

const LIST = '/works-order/fsr';
const REQUIRED = 'caretaker.fsr.required';

const emptyItem = () => ({ item_number: '', item_group_description: '', item_description: '', unit: '', rate: '' });
const emptyBlock = () => ({ category: '', section: '', section_description: '', items: [emptyItem()] });

const required = (v: unknown) => (v === undefined || v === null || String(v).trim() === '' ? REQUIRED : undefined);
const rate = (v: unknown) => required(v) ?? (parseMoney(v) === null ? 'caretaker.fsr.numeric' : undefined);

function ItemRows({ block }: { block: number }) {
  const translate = useTranslate();
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: `fsrs.${block}.items` });
  const f = (k: string) => `caretaker.fsr.fields.${k}`;
  return (
    <Box>
      {fields.map((field, i) => (
        <Grid
          container
          columnSpacing={1}
          key={field.id}
          sx={{ alignItems: 'flex-start' }}
          role="group"
          aria-label={translate('caretaker.fsr.row', { block: block + 1, row: i + 1 })}
        >
          <Grid size={{ xs: 12, md: 2 }}>
            <TextInput source={`fsrs.${block}.items.${i}.item_number`} label={f('item_number')} validate={required} />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <TextInput
              source={`fsrs.${block}.items.${i}.item_group_description`}
              label={f('item_group_description')}
              validate={required}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <TextInput
              source={`fsrs.${block}.items.${i}.item_description`}
              label={f('item_description')}
              validate={required}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 1.5 }}>
            <TextInput source={`fsrs.${block}.items.${i}.unit`} label={f('unit')} validate={required} />
          </Grid>
          <Grid size={{ xs: 5, md: 1.5 }}>
            <TextInput
              source={`fsrs.${block}.items.${i}.rate`}
              label={f('rate')}
              validate={rate}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </Grid>
          <Grid size={{ xs: 1, md: 1 }} sx={{ pt: 2 }}>
            {fields.length > 1 && (
              <Tooltip title={translate('caretaker.fsr.remove_row')}>
                <IconButton aria-label={translate('caretaker.fsr.remove_row')} onClick={() => remove(i)}>
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
            )}
          </Grid>
        </Grid>
      ))}
      <Button startIcon={<AddIcon />} onClick={() => append(emptyItem())}>
        {translate('caretaker.fsr.add_row')}
      </Button>
    </Box>
  );
}

function Blocks() {
  const translate = useTranslate();
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'fsrs' });
  const f = (k: string) => `caretaker.fsr.fields.${k}`;
  return (
    <>
      {fields.map((field, b) => (
        <Card key={field.id} variant="outlined" sx={{ mb: 2 }}>
          <CardContent>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="subtitle1">{translate('caretaker.fsr.block', { n: b + 1 })}</Typography>
              {fields.length > 1 && (
                <Button color="error" onClick={() => remove(b)}>
                  {translate('caretaker.fsr.remove_block')}
                </Button>
              )}
            </Box>
            <Grid container columnSpacing={2}>
              <Grid size={{ xs: 12, md: 3 }}>
                <SelectInput
                  source={`fsrs.${b}.category`}
                  label={f('category')}
                  choices={FSR_CATEGORIES.map((c) => ({ id: c, name: c }))}
                  validate={required}
                  translateChoice={false}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 3 }}>
                <TextInput source={`fsrs.${b}.section`} label={f('section')} validate={required} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextInput
                  source={`fsrs.${b}.section_description`}
                  label={f('section_description')}
                  validate={required}
                />
              </Grid>
            </Grid>
            <ItemRows block={b} />
          </CardContent>
        </Card>
      ))}
      <Button variant="outlined" startIcon={<AddIcon />} onClick={() => append(emptyBlock())} sx={{ mb: 2 }}>
        {translate('caretaker.fsr.add_block')}
      </Button>
    </>
  );
}

export function FsrCreatePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const create = useAction(
    (values: FieldValues) => ({ path: '/fsrs/create', method: 'POST', body: { fsrs: values.fsrs } }),
    {
      success: (json: { message?: string } | undefined) => json?.message ?? 'caretaker.fsr.created',
      onSuccess: () => navigate(listWithoutFilter(LIST.slice(1))),
      onError: (e) => notify((e as HttpError).message || 'caretaker.quotations.notify.server_error', { type: 'error' }),
    },
  );
  const onSubmit = (values: FieldValues) => submitErrors(create.mutateAsync(values));
  return (
    <Box sx={{ pb: 4 }}>
      <Breadcrumbs sx={{ mt: 2, mb: 1 }} aria-label={translate('caretaker.fsr.breadcrumb')}>
        <MuiLink component={Link} to={LIST} underline="hover" color="inherit">
          {translate('caretaker.fsr.list')}
        </MuiLink>
        <Typography color="text.primary">{translate('caretaker.fsr.create')}</Typography>
      </Breadcrumbs>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('caretaker.fsr.title')}
      </Typography>
      <Form record={{ fsrs: [emptyBlock()] }} onSubmit={onSubmit} noValidate>
        <Blocks />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <SaveButton label="caretaker.fsr.submit" icon={<></>} alwaysEnable />
          <Button variant="outlined" onClick={() => navigate(LIST)}>
            {translate('ra.action.cancel')}
          </Button>
        </Box>
      </Form>
    </Box>
  );
}
