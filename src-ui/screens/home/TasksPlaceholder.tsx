import { Box, Card, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The tasks section's frame: its heading, then what it holds. */
export function TasksFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="tasks-title">
      <Typography id="tasks-title" variant="h2" component="h2" sx={{ mb: 1.5 }}>{t('home.tasks.title')}</Typography>
      {children}
    </Box>
  );
}

/** Rows in the shape of a task group while the profile (and its tasks) is on its way. */
export function TasksSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('home.tasks.loadingLabel')} aria-busy>
      <Skeleton width={96} height={24} sx={{ mx: 0.5 }} />
      <Card elevation={0}>
        {[0, 1, 2].map((row) => (
          <Box key={row} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 1.5, py: 1.25, borderTop: row > 0 ? 1 : 0, borderColor: 'divider' }}>
            <Skeleton variant="circular" width={40} height={40} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="70%" />
              <Skeleton width="35%" />
            </Box>
            <Skeleton variant="rounded" width={92} height={32} />
          </Box>
        ))}
      </Card>
    </Box>
  );
}

/** What home shows while the tasks section's chunk is on its way: the same frame and rows as while the profile is. */
export function TasksPlaceholder() {
  return <TasksFrame><TasksSkeleton /></TasksFrame>;
}
