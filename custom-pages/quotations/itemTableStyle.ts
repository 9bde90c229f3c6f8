/**
 * The look of the item table's body rows, written once for the table: the rows are plain elements with class names
 * (ItemTable.tsx), drawn as MUI's small table cells, bare inputs, small chip and small icon buttons were.
 */
import { alpha, darken, lighten, type Theme } from '@mui/material/styles';

/** Material icons' MoreVert and Close paths (the row menu and a discount line's remove button). */
export const MORE_VERT =
  'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2';
export const CLOSE =
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

export const itemTableSx = (theme: Theme) => {
  const { palette, typography } = theme;
  const line =
    palette.mode === 'light' ? lighten(alpha(palette.divider, 1), 0.88) : darken(alpha(palette.divider, 1), 0.68);
  return {
    tableLayout: 'fixed',
    minWidth: 860,
    '& > tbody > tr > td': {
      ...typography.body2,
      color: palette.text.primary,
      padding: '6px 16px',
      borderBottom: `1px solid ${line}`,
      textAlign: 'left',
      verticalAlign: 'inherit',
    },
    '& > tbody > tr.qi-item:hover': { backgroundColor: palette.action.hover },
    '& > tbody > tr.qi-header': { backgroundColor: palette.action.hover },
    '& td.qi-right': { textAlign: 'right' },
    '& td.qi-center': { textAlign: 'center' },
    '& td.qi-wrap': { overflowWrap: 'anywhere' },
    '& .qi-text, & .qi-note, & .qi-heading': { ...typography.body2, margin: 0 },
    '& .qi-heading': { ...typography.body1, margin: 0, fontWeight: 'bold' },
    '& .qi-note': { fontStyle: 'italic' },
    '& .qi-caption': { ...typography.caption, color: palette.text.secondary },
    '& .qi-secondary': { color: palette.text.secondary },
    '& .qi-caption.qi-warning': { color: palette.warning.main },
    '& .qi-caption.qi-error': { color: palette.error.main },
    '& .qi-star': {
      display: 'inline-flex',
      alignItems: 'center',
      height: 18,
      marginLeft: theme.spacing(1),
      padding: '0 8px',
      borderRadius: 9,
      fontSize: typography.pxToRem(13),
      whiteSpace: 'nowrap',
      verticalAlign: 'middle',
      backgroundColor: palette.warning.main,
      color: palette.warning.contrastText,
    },
    '& .qi-input': {
      font: 'inherit',
      fontSize: 14,
      letterSpacing: 'inherit',
      color: palette.text.primary,
      boxSizing: 'content-box',
      height: '1.4375em',
      margin: 0,
      padding: '4px 8px',
      border: `1px solid ${palette.divider}`,
      borderRadius: `${theme.shape.borderRadius}px`,
      backgroundColor: palette.background.paper,
    },
    '& .qi-serial': { width: 64 - 18 },
    '& .qi-quantity': { width: 90 - 18 },
    '& .qi-input[aria-invalid="true"]': { borderColor: palette.error.main },
    '& .qi-icon': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      padding: '5px',
      margin: 0,
      border: 0,
      borderRadius: '50%',
      background: 'transparent',
      color: palette.action.active,
      cursor: 'pointer',
      '& svg': { width: 20, height: 20, fill: 'currentColor' },
      '&:hover': { backgroundColor: palette.action.hover },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 1 },
    },
  } as const;
};
