import { SvgIcon, type SvgIconProps } from '@mui/material';

/** The in-app currency's glyph. */
export function CrystalIcon(props: SvgIconProps) {
  return (
    <SvgIcon viewBox="0 0 24 24" {...props}>
      <path d="M7 3h10l4 5.5L12 21 3 8.5 7 3Z" fill="currentColor" opacity="0.35" />
      <path d="M7 3h10l4 5.5H3L7 3Zm-4 5.5h18L12 21 3 8.5Zm4.9 0L12 21l4.1-12.5H7.9Z" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
    </SvgIcon>
  );
}
