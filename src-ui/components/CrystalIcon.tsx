import { SvgIcon, type SvgIconProps } from '@mui/material';

/**
 * The in-app currency's glyph. Beside an amount it is the bright gold fill in both themes (the
 * amount itself may be the text colour on a light palette: createAppTheme); on a button it takes
 * the button's text colour.
 */
export function CrystalIcon({ sx, ...props }: SvgIconProps) {
  const gold = props.color === undefined ? { color: 'secondary.light', '.MuiButtonBase-root &': { color: 'inherit' } } : {};
  return (
    <SvgIcon viewBox="0 0 24 24" {...props} sx={[gold, ...(Array.isArray(sx) ? sx : [sx])]}>
      <path d="M7 3h10l4 5.5L12 21 3 8.5 7 3Z" fill="currentColor" opacity="0.35" />
      <path d="M7 3h10l4 5.5H3L7 3Zm-4 5.5h18L12 21 3 8.5Zm4.9 0L12 21l4.1-12.5H7.9Z" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
    </SvgIcon>
  );
}
