import { Box } from '@mui/material';
import { useMemo } from 'react';
import { caseArtUrl, PRODUCT_CASE, seededCase } from './caseArtDrawing';
import { SafeImage } from './SafeImage';

interface CaseArtProps {
  /** Width in px, or a CSS length; the picture is 4:5 of it tall (height in px when given as a number). */
  readonly size?: number | string;
  readonly height?: number | string;
  /**
   * A case: its picture from the server where it is given and safe, else its own drawing from its
   * id (the same every time). Without one, the product's gold case.
   */
  readonly item?: { readonly id: string; readonly img: string };
  readonly loading?: 'lazy' | 'eager';
}

/** A case's picture, drawn inline when the server gives none it can show, so it never needs the network. */
export function CaseArt({ size = 160, height, item, loading }: CaseArtProps) {
  const id = item?.id;
  const drawn = useMemo(() => caseArtUrl(id === undefined ? PRODUCT_CASE : seededCase(id)), [id]);
  const tall = height ?? (typeof size === 'number' ? size * 0.8 : 'auto');
  if (!item) {
    return <Box component="img" src={drawn} alt="" aria-hidden width={typeof size === 'number' ? size : undefined} sx={{ display: 'block', width: size, height: tall }} />;
  }
  return <SafeImage src={item.img} fallbackSrc={drawn} alt="" width={size} height={tall} loading={loading} style={{ objectFit: 'contain' }} />;
}
