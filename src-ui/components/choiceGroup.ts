import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A row of exclusive choices (a ToggleButtonGroup): separate rounded buttons, the chosen one filled
 * with the primary colour, the others in the text colour (MUI's default grey fails contrast on a
 * light background).
 */
export const choiceGroupSx: SxProps<Theme> = {
  gap: 0.75,
  '& .MuiToggleButtonGroup-grouped': { border: 1, borderColor: 'divider', borderRadius: '12px !important', m: 0, minHeight: 44, color: 'text.primary', fontWeight: 700 },
  '& .MuiToggleButtonGroup-grouped.Mui-selected, & .MuiToggleButtonGroup-grouped.Mui-selected:hover': {
    bgcolor: 'primary.main', color: 'primary.contrastText', borderColor: 'primary.main',
  },
};
