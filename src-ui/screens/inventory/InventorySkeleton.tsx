import { Box, Skeleton } from '@mui/material';

/** Tiles that stand in while the inventory loads, shaped as the grid will be (the head, then picture, name, value, status). */
export function InventorySkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} aria-busy="true" sx={{ pt: 1.5 }}>
      <Skeleton variant="rounded" height={72} sx={{ mb: 1.5, borderRadius: 3 }} />
      <Skeleton variant="rounded" height={44} sx={{ mb: 2, borderRadius: 2 }} />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '10px' }}>
        {[0, 1, 2, 3].map((tile) => (
          <Box key={tile} sx={{ borderRadius: 3, bgcolor: 'background.paper', overflow: 'hidden' }}>
            <Skeleton variant="rectangular" height={92} />
            <Box sx={{ p: 1.25 }}>
              <Skeleton width="85%" height={20} />
              <Skeleton width="45%" height={20} />
              <Skeleton width="55%" height={18} />
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
