/** The phone breakpoint of spec part 1 (mobile below 768 px), shared by the shell and the screens. */
import { useMediaQuery } from '@mui/material';

export const PHONE_MAX_WIDTH = 767.95;
export const PHONE_MEDIA = `@media (max-width:${PHONE_MAX_WIDTH}px)`;

/** True below 768 px. */
export function usePhone(): boolean {
  return useMediaQuery(`(max-width:${PHONE_MAX_WIDTH}px)`, { noSsr: true });
}
