/**
 * /settings/schools/contract/{id} (spec part 1 §2.8): one block per contract year (Year 1 to Year 5) with
 * from date, to date (yyyy-MM-dd) and the amount of each work category in S$ with 2 decimals;
 * 'No school contract for {school}' when there is none; save -> 'School contract updated', then reload.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import SaveIcon from '@mui/icons-material/Save';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Grid,
  IconButton,
  InputAdornment,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useFieldArray, useForm, type Control } from 'react-hook-form';
import { Loading, useDataProvider, useTranslate } from 'react-admin';
import { IsoDateField } from '../../src/components/date/index.js';
import { useParams } from 'react-router-dom';
import type { CaretakerDataProvider } from '../../src/dataProvider.js';
import { formatAmount } from '../../src/format.js';
import { useAccess } from '../../src/access.js';
import {
  AMOUNT_FIELDS,
  nextYear,
  toFormRow,
  toFormValues,
  toPayload,
  validateAmount,
  validateDates,
  type ContractFormValues,
  type ContractRecord,
} from './contract.js';
import { useAction } from '../../src/useAction.js';
import { SchoolHeader } from './SchoolHeader.js';

const NO_CONTRACTS: ContractRecord[] = [];

interface ContractAnswer {
  data: { school: { id: number; name: string }; contracts: ContractRecord[] };
}

function DateInput({
  control,
  name,
  label,
  readOnly,
  validate,
}: {
  control: Control<ContractFormValues>;
  name: `contracts.${number}.from_date` | `contracts.${number}.to_date`;
  label: string;
  readOnly: boolean;
  validate?: (value: string, all: ContractFormValues) => string | true;
}) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <Controller
        control={control}
        name={name}
        rules={validate ? { validate: (v, all) => validate(v as string, all) } : undefined}
        render={({ field, fieldState }) => (
          <IsoDateField
            name={field.name}
            inputRef={field.ref}
            value={field.value as string}
            onChange={field.onChange}
            onBlur={field.onBlur}
            label={label}
            fullWidth
            size="small"
            disabled={readOnly}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          />
        )}
      />
    </Grid>
  );
}

function YearBlock({
  index,
  year,
  control,
  readOnly,
  onRemove,
}: {
  index: number;
  year: number;
  control: Control<ContractFormValues>;
  readOnly: boolean;
  onRemove: () => void;
}) {
  const translate = useTranslate();
  const title = translate('caretaker.contracts.year', { year });
  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-label={title}>
      <CardHeader
        title={title}
        slotProps={{ title: { variant: 'h6' } }}
        action={
          !readOnly && (
            <Tooltip title={translate('caretaker.contracts.remove_year', { year })}>
              <IconButton aria-label={translate('caretaker.contracts.remove_year', { year })} onClick={onRemove}>
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <Grid container spacing={2}>
          <DateInput
            control={control}
            name={`contracts.${index}.from_date`}
            label={translate('caretaker.contracts.from_date')}
            readOnly={readOnly}
          />
          <DateInput
            control={control}
            name={`contracts.${index}.to_date`}
            label={translate('caretaker.contracts.to_date')}
            readOnly={readOnly}
            validate={(value, all) => {
              const key = validateDates(all.contracts[index]?.from_date ?? '', value);
              return key ? translate(key) : true;
            }}
          />
        </Grid>
        <Grid container spacing={2} sx={{ mt: 1 }}>
          {AMOUNT_FIELDS.map((f) => (
            <Grid key={f} size={{ xs: 12, sm: 6, md: 3 }}>
              <Controller
                control={control}
                name={`contracts.${index}.${f}`}
                rules={{
                  validate: (value) => {
                    const key = validateAmount(value as string);
                    return key ? translate(key) : true;
                  },
                }}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    label={translate(`caretaker.contracts.amounts.${f}`)}
                    fullWidth
                    size="small"
                    disabled={readOnly}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                    onBlur={() => {
                      if (!validateAmount(field.value))
                        field.onChange(formatAmount(String(field.value ?? '').replace(/,/g, '') || 0));
                      field.onBlur();
                    }}
                    slotProps={{
                      input: { startAdornment: <InputAdornment position="start">S$</InputAdornment> },
                      htmlInput: { inputMode: 'decimal', style: { textAlign: 'right' } },
                    }}
                  />
                )}
              />
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
}

export function ContractForm({
  schoolId,
  school,
  contracts,
  readOnly,
  onSaved,
}: {
  schoolId: string;
  school: string;
  contracts: ContractRecord[];
  readOnly: boolean;
  onSaved: () => void;
}) {
  const translate = useTranslate();
  const { control, handleSubmit, reset, setError } = useForm<ContractFormValues>({
    defaultValues: toFormValues(contracts),
    mode: 'onTouched',
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'contracts', keyName: 'key' });

  useEffect(() => reset(toFormValues(contracts)), [contracts, reset]);

  const next = nextYear(fields);
  const add = () => {
    if (next !== undefined) append(toFormRow({ contract_year: next }));
  };

  const send = useAction(
    (values: ContractFormValues) => ({
      method: 'POST',
      path: '/school-contracts/update',
      body: toPayload(schoolId, values),
    }),
    {
      success: (json: { message?: string } | undefined) => json?.message || translate('caretaker.contracts.updated'),
      onSuccess: onSaved,
      // the rows' own messages under their inputs; the toast says the rest
      fieldErrors: (errors) => {
        for (const [path, message] of Object.entries(errors))
          if (/^contracts\.\d+\.\w+$/.test(path)) setError(path as `contracts.${number}.from_date`, { message });
      },
    },
  );
  const save = handleSubmit((values) => send.mutate(values));

  const sorted = fields.map((f, index) => ({ f, index })).sort((a, b) => a.f.contract_year - b.f.contract_year);
  return (
    <Box component="form" onSubmit={save} noValidate>
      {fields.length === 0 ? (
        <Card sx={{ mb: 2 }}>
          <CardContent>
            <Typography>{translate('caretaker.contracts.none', { school })}</Typography>
          </CardContent>
        </Card>
      ) : (
        sorted.map(({ f, index }) => (
          <YearBlock
            key={f.key}
            index={index}
            year={f.contract_year}
            control={control}
            readOnly={readOnly}
            onRemove={() => remove(index)}
          />
        ))
      )}
      {!readOnly && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {next !== undefined && (
            <Button variant="outlined" startIcon={<AddIcon />} onClick={add}>
              {translate('caretaker.contracts.add_year', { year: next })}
            </Button>
          )}
          <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={send.isPending}>
            {translate('ra.action.save')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

export function ContractEdit() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const dataProvider = useDataProvider<CaretakerDataProvider>();
  const { can } = useAccess();
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['school-contracts', id],
    queryFn: () => dataProvider.send<ContractAnswer>({ path: `/school-contracts/${encodeURIComponent(id)}` }),
    enabled: !!id,
  });
  const school = data?.data?.school?.name ?? '';
  return (
    <Box sx={{ pb: 4 }}>
      <SchoolHeader school={school} page={translate('caretaker.contracts.title')} />
      {isPending ? (
        <Loading />
      ) : error ? (
        <Typography color="error">{(error as Error).message}</Typography>
      ) : (
        <ContractForm
          schoolId={id}
          school={school}
          contracts={data?.data?.contracts ?? NO_CONTRACTS}
          readOnly={!can('school-contract.edit')}
          onSaved={() => void refetch()}
        />
      )}
    </Box>
  );
}
