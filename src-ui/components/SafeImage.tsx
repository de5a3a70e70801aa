import BrokenImageOutlined from '@mui/icons-material/BrokenImageOutlined';
import { Box } from '@mui/material';
import { useState, type CSSProperties } from 'react';
import { imageSource } from '@ui/components/imageSource';

interface SafeImageProps {
  readonly src: string | null | undefined;
  readonly alt: string;
  readonly width: number | string;
  readonly height: number | string;
  readonly style?: CSSProperties;
  readonly loading?: 'lazy' | 'eager';
  /** Our own picture (a data image) shown instead of the placeholder when `src` is missing, unsafe or fails. */
  readonly fallbackSrc?: string;
}

/**
 * An image from the server: only https, our data images or same-origin paths (imageSource) load, and a
 * placeholder stands in when it is missing, unsafe or fails.
 */
export function SafeImage({ src, alt, width, height, style, loading = 'lazy', fallbackSrc }: SafeImageProps) {
  const [failed, setFailed] = useState(false);
  const url = imageSource(src);
  if ((!url || failed) && fallbackSrc) {
    return <img src={fallbackSrc} alt={alt} width={typeof width === 'number' ? width : undefined} height={typeof height === 'number' ? height : undefined}
      style={{ width, height, display: 'block', ...style }} />;
  }
  if (!url || failed) {
    return (
      <Box role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true}
        sx={{ width, height, display: 'grid', placeItems: 'center', color: 'text.secondary', opacity: 0.6 }}>
        <BrokenImageOutlined />
      </Box>
    );
  }
  return (
    <img src={url} alt={alt} width={typeof width === 'number' ? width : undefined} height={typeof height === 'number' ? height : undefined}
      loading={loading} decoding="async" onError={() => setFailed(true)}
      style={{ width, height, display: 'block', ...style }} />
  );
}
