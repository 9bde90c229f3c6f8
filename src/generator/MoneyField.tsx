/** An amount of a record as 'S$ 1,234.56' (spec: money is S$ with two decimals); empty when the record has none. */
import { useFieldValue, type FieldProps } from 'react-admin';
import { Typography } from '@mui/material';
import { formatMoney } from '../format.js';

export function MoneyField(props: FieldProps) {
  const value = useFieldValue(props) as number | string | null | undefined;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatMoney(value)}
    </Typography>
  );
}
