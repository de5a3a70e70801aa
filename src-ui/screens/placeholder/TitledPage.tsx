import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type PageKey = 'games' | 'cases' | 'caseDetail' | 'opening' | 'inventory' | 'profile' | 'payment' | 'transactions' | 'upgrader';

/** A screen's frame before its own issue fills it: title and one line, in both languages. */
export function TitledPage({ page }: { page: PageKey }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="page-title">
      <Typography id="page-title" variant="h1" component="h1" gutterBottom>
        {t(`pages.${page}.title`)}
      </Typography>
      <Typography color="text.secondary">{t(`pages.${page}.body`)}</Typography>
    </Box>
  );
}
