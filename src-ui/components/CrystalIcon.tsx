import { SvgIcon, type SvgIconProps } from '@mui/material';

/** Where the glyph takes the colour of the text around it: on a button's or a chip's fill. */
const ON_A_FILL = '.MuiButton-root &, .MuiIconButton-root &, .MuiChip-root &';

/** The glyph's drawing (24 × 24), for a plain <svg> where an icon component per item would cost (a long list's tiles). */
export const CRYSTAL_GLYPH = (
  <>
    <path d="M7 3h10l4 5.5L12 21 3 8.5 7 3Z" fill="currentColor" opacity="0.35" />
    <path d="M7 3h10l4 5.5H3L7 3Zm-4 5.5h18L12 21 3 8.5Zm4.9 0L12 21l4.1-12.5H7.9Z" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
  </>
);

/**
 * The in-app currency's glyph. Beside an amount — on a tappable card too — it is the bright gold
 * fill in both themes (the amount itself may be the text colour on a light palette:
 * createAppTheme); on a button or a chip it takes the text colour of its fill.
 */
export function CrystalIcon({ sx, ...props }: SvgIconProps) {
  const gold = props.color === undefined ? { color: 'secondary.light', [ON_A_FILL]: { color: 'inherit' } } : {};
  return (
    <SvgIcon viewBox="0 0 24 24" {...props} sx={[gold, ...(Array.isArray(sx) ? sx : [sx])]}>
      {CRYSTAL_GLYPH}
    </SvgIcon>
  );
}
