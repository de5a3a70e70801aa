import { Typography, type SxProps, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@ui/i18n/formatNumber';

/**
 * A list's quiet line saying how many of its entries the server sent in a form that could not be
 * read (ListAnswer): they are left out and the rest works, so it is a note, not an error. Nothing
 * when none were. `textKey` is a counted text taking `value` (the count in the locale's digits).
 */
export function LeftOutNote({ count, textKey, sx }: { count: number; textKey: string; sx?: SxProps<Theme> }) {
  const { t, i18n } = useTranslation();
  if (count <= 0) return null;
  return (
    <Typography role="note" data-testid="left-out-note" variant="body2" color="textSecondary" {...(sx ? { sx } : {})}>
      {t(textKey, { count, value: formatNumber(count, i18n.language) })}
    </Typography>
  );
}
