import { Box, Card, CircularProgress, Skeleton, Stack } from '@mui/material';

/**
 * Stand-ins shaped like the case screens while they load: a lone spinner on a blank
 * page read as a stall. The spec's loading spinner of the case list stays, small, inside the
 * layout. Each is one status region with an accessible name.
 */
export function CaseListSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} aria-busy="true" sx={{ pt: 1 }}>
      <Stack direction="row" spacing={1} sx={{ py: 1, alignItems: 'center' }}>
        {[56, 84, 96, 72].map((width) => <Skeleton key={width} variant="rounded" width={width} height={44} sx={{ borderRadius: 4, flex: 'none' }} />)}
        <CircularProgress size={20} aria-hidden sx={{ ml: 'auto !important' }} />
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '12px', mt: 1 }}>
        {[0, 1, 2, 3, 4, 5].map((card) => (
          <Card key={card} elevation={0} data-testid="case-skeleton" sx={{ p: 1.5 }}>
            <Skeleton variant="rounded" height={96} sx={{ borderRadius: 2 }} />
            <Skeleton width="70%" height={26} sx={{ mt: 1 }} />
            <Skeleton width="35%" height={22} />
          </Card>
        ))}
      </Box>
    </Box>
  );
}

export function CaseDetailSkeleton({ label }: { label: string }) {
  return (
    <Stack role="status" aria-label={label} aria-busy="true" spacing={2}>
      <Box sx={{ display: 'grid', justifyItems: 'center' }}>
        <Skeleton variant="rounded" width="70%" height={180} sx={{ borderRadius: 3 }} />
        <Skeleton width="50%" height={40} sx={{ mt: 1 }} />
        <Skeleton width="80%" height={22} />
      </Box>
      <Skeleton variant="rounded" height={48} sx={{ borderRadius: 2 }} />
      <Skeleton variant="rounded" height={44} sx={{ borderRadius: 2 }} />
      <Skeleton width="40%" height={32} />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
        {[0, 1, 2, 3, 4, 5].map((tile) => (
          <Box key={tile} data-testid="skin-skeleton" sx={{ p: 1, borderRadius: 3, bgcolor: 'background.paper' }}>
            <Skeleton variant="rounded" height={56} sx={{ borderRadius: 2 }} />
            <Skeleton width="80%" height={18} sx={{ mt: 0.5 }} />
            <Skeleton width="60%" height={16} />
            <Skeleton width="40%" height={16} />
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
