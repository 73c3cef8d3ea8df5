import { nextSlide } from './carousel';
import { imageAttributes } from './image';

describe('image sources (section 3)', () => {
  it('uses a plain URL as the source', () => {
    expect(imageAttributes('/a.png')).toEqual({ src: '/a.png' });
  });

  it('takes ratio 1 as the main image and the rest as the srcset', () => {
    expect(
      imageAttributes([
        { url: '/a@2x.png', ratio: 2 },
        { url: '/a.png', ratio: 1 },
        { url: '/a@3x.png', ratio: 3 },
      ]),
    ).toEqual({ src: '/a.png', srcSet: '/a@2x.png 2x, /a@3x.png 3x' });
  });
});

describe('the carousel (section 9)', () => {
  it('moves by the scroll count and wraps around at either end', () => {
    const settings = { show: 1, scroll: 1 };
    expect(nextSlide(0, 3, settings, 1)).toBe(1);
    expect(nextSlide(2, 3, settings, 1)).toBe(0);
    expect(nextSlide(0, 3, settings, -1)).toBe(2);
  });

  it('stops at the last full page before wrapping when several are shown', () => {
    expect(nextSlide(3, 6, { show: 2, scroll: 2 }, 1)).toBe(4);
    expect(nextSlide(4, 6, { show: 2, scroll: 2 }, 1)).toBe(0);
  });
});
