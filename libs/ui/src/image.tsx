import type { ImgHTMLAttributes } from 'react';

/** An image source (section 3): a URL, or a list of {url, ratio}; ratio 1 is the main one. */
export type ImageSource = string | readonly { url: string; ratio: number }[];

export function imageAttributes(source: ImageSource): { src: string; srcSet?: string } {
  if (typeof source === 'string') return { src: source };
  const main = source.find((item) => item.ratio === 1) ?? source[0];
  const others = source.filter((item) => item !== main);
  return {
    src: main?.url ?? '',
    ...(others.length ? { srcSet: others.map((item) => `${item.url} ${item.ratio}x`).join(', ') } : {}),
  };
}

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  source: ImageSource;
  alt: string;
}

export function Image({ source, alt, ...rest }: ImageProps) {
  return <img {...rest} {...imageAttributes(source)} alt={alt} loading={rest.loading ?? 'lazy'} />;
}
