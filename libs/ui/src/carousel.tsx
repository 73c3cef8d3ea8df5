import { Children, type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { UI_CONSTANTS } from './constants';

export interface CarouselSettings {
  show: number;
  scroll: number;
  speedMs: number;
  throttleMs: number;
  autoplay: boolean;
  autoplayIntervalMs: number;
}

export const CAROUSEL_DEFAULTS: CarouselSettings = { ...UI_CONSTANTS.carousel, autoplayIntervalMs: 5000 };

/** The first slide shown after moving by `scroll` slides, wrapping at either end. */
export function nextSlide(index: number, count: number, settings: Pick<CarouselSettings, 'show' | 'scroll'>, direction: 1 | -1): number {
  const last = Math.max(0, count - settings.show);
  if (count <= settings.show) return 0;
  const target = index + direction * settings.scroll;
  if (target > last) return index === last ? 0 : last;
  if (target < 0) return index === 0 ? last : 0;
  return target;
}

const Viewport = styled.div`
  overflow: hidden;
  position: relative;
`;
const Track = styled.div<{ $offset: number; $speed: number; $show: number }>`
  display: flex;
  transition: transform ${({ $speed }) => $speed}ms ease;
  transform: translateX(${({ $offset, $show }) => (-100 * $offset) / $show}%);
  & > * {
    flex: 0 0 ${({ $show }) => 100 / $show}%;
  }
`;
const Controls = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: 0.4rem;
`;

export interface CarouselProps extends Partial<CarouselSettings> {
  children: ReactNode;
  previousLabel: string;
  nextLabel: string;
}

/** Slides shown `show` at a time, moved `scroll` at a time, at most once per throttle window. */
export function Carousel({ children, previousLabel, nextLabel, ...overrides }: CarouselProps) {
  const settings = { ...CAROUSEL_DEFAULTS, ...overrides };
  const count = Children.count(children);
  const [index, setIndex] = useState(0);
  const lastMove = useRef(0);
  const move = (direction: 1 | -1) => {
    const now = Date.now();
    if (now - lastMove.current < settings.throttleMs) return;
    lastMove.current = now;
    setIndex((current) => nextSlide(current, count, settings, direction));
  };
  useEffect(() => {
    if (!settings.autoplay) return;
    const timer = setInterval(() => setIndex((current) => nextSlide(current, count, settings, 1)), settings.autoplayIntervalMs);
    return () => clearInterval(timer);
  });
  return (
    <div aria-roledescription="carousel">
      <Viewport>
        <Track $offset={index} $speed={settings.speedMs} $show={settings.show}>
          {children}
        </Track>
      </Viewport>
      {count > settings.show ? (
        <Controls>
          <button type="button" onClick={() => move(-1)} aria-label={previousLabel}>
            ‹
          </button>
          <button type="button" onClick={() => move(1)} aria-label={nextLabel}>
            ›
          </button>
        </Controls>
      ) : null}
    </div>
  );
}
