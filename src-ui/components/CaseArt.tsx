import { Box } from '@mui/material';

/** The product's case illustration, drawn inline so it needs no network. */
export function CaseArt({ size = 160 }: { size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 200 160" width={size} height={size * 0.8} role="img" aria-hidden sx={{ display: 'block', filter: 'drop-shadow(0 12px 24px rgba(245,184,61,0.25))' }}>
      <defs>
        <linearGradient id="case-body" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f7c95c" />
          <stop offset="1" stopColor="#c4791b" />
        </linearGradient>
        <linearGradient id="case-lid" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe29a" />
          <stop offset="1" stopColor="#e39a2e" />
        </linearGradient>
      </defs>
      <rect x="20" y="58" width="160" height="90" rx="14" fill="url(#case-body)" />
      <rect x="14" y="38" width="172" height="34" rx="10" fill="url(#case-lid)" />
      <rect x="88" y="38" width="24" height="110" fill="#7a3f0c" opacity="0.35" />
      <rect x="80" y="60" width="40" height="26" rx="6" fill="#3b1f06" />
      <circle cx="100" cy="73" r="6" fill="#ffd36b" />
      <path d="M100 6l6 14 15 2-11 10 3 15-13-7-13 7 3-15-11-10 15-2z" fill="#fff3c4" opacity="0.9" />
    </Box>
  );
}
