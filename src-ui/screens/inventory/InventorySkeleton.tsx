import { Box, Card, Skeleton, Stack } from '@mui/material';

/** Cards that stand in while the inventory loads, shaped as the item cards will be (picture, name, status, cost, two buttons). */
export function InventorySkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} aria-busy="true" sx={{ pt: 1 }}>
      <Skeleton variant="rounded" height={32} sx={{ mb: 2, borderRadius: 2 }} />
      <Stack spacing={1.5}>
        {[0, 1, 2].map((row) => (
          <Card key={row} elevation={0} sx={{ p: 1.5, bgcolor: 'background.paper' }}>
            <Box sx={{ display: 'flex', gap: 1.5 }}>
              <Skeleton variant="rounded" width={88} height={66} sx={{ borderRadius: 2, flex: '0 0 88px' }} />
              <Box sx={{ flex: 1 }}>
                <Skeleton width="75%" height={24} />
                <Skeleton width="45%" height={20} />
                <Skeleton width="30%" height={20} />
              </Box>
            </Box>
            <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
              <Skeleton variant="rounded" height={44} sx={{ flex: 1, borderRadius: 2 }} />
              <Skeleton variant="rounded" height={44} sx={{ flex: 1, borderRadius: 2 }} />
            </Stack>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
