import { useState, type ImgHTMLAttributes } from 'react';

type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | null | undefined;
  /** Shown when src is missing or fails to load. */
  fallback: string;
};

/** An image that falls back to a default when its source is missing or broken. */
export function FallbackImage({ src, fallback, alt, ...rest }: FallbackImageProps) {
  // Remembering which source failed (rather than a flag) retries when src changes.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = !src || src === failedSrc ? fallback : src;
  return <img {...rest} alt={alt} src={shown} onError={() => shown !== fallback && setFailedSrc(shown)} />;
}
