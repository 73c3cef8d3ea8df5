import { act, fireEvent, screen } from '@testing-library/react';
import { Carousel } from '../carousel';
import { renderUi } from '../test-support/render';
import { Popover } from './popover';
import { Tooltip } from './tooltip';

describe('tooltip, popover and carousel (section 9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a tooltip 200 ms after the pointer enters, not before, and hides it at once when it leaves', () => {
    renderUi(<Tooltip text="Hint">Target</Tooltip>);
    fireEvent.mouseEnter(screen.getByText('Target'));
    act(() => jest.advanceTimersByTime(199));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip').textContent).toBe('Hint');
    fireEvent.mouseLeave(screen.getByText('Target'));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows a tooltip on keyboard focus too, and describes its target with it', () => {
    renderUi(<Tooltip text="Hint">Target</Tooltip>);
    fireEvent.focus(screen.getByText('Target'));
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByText('Target').getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
  });

  it('opens a popover 5 px from its trigger and disposes of it 5000 ms later', () => {
    renderUi(
      <Popover trigger="More" title="Details">
        Body
      </Popover>,
    );
    fireEvent.click(screen.getByText('More'));
    expect(screen.getByRole('dialog').textContent).toContain('Body');
    expect(getComputedStyle(screen.getByRole('dialog')).top).toBe('calc(100% + 5px)');
    expect(screen.getByText('More').closest('button')?.getAttribute('aria-expanded')).toBe('true');
    act(() => jest.advanceTimersByTime(4_999));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes a popover on Escape', () => {
    renderUi(<Popover trigger="More">Body</Popover>);
    fireEvent.click(screen.getByText('More'));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves a carousel one slide per click, and at most once per 16 ms', () => {
    jest.setSystemTime(1_000_000);
    const { container } = renderUi(
      <Carousel previousLabel="Previous" nextLabel="Next">
        <div>One</div>
        <div>Two</div>
        <div>Three</div>
      </Carousel>,
    );
    const track = () => container.querySelector('[aria-roledescription=carousel] > div > div') as HTMLElement;
    const before = getComputedStyle(track()).transform;
    fireEvent.click(screen.getByLabelText('Next'));
    const once = getComputedStyle(track()).transform;
    expect(once).not.toBe(before);
    fireEvent.click(screen.getByLabelText('Next'));
    expect(getComputedStyle(track()).transform).toBe(once);
    jest.setSystemTime(1_000_020);
    fireEvent.click(screen.getByLabelText('Next'));
    expect(getComputedStyle(track()).transform).not.toBe(once);
  });

  it('does not play a carousel on its own unless asked to', () => {
    const slides = [<div key="1">One</div>, <div key="2">Two</div>];
    const still = renderUi(
      <Carousel previousLabel="Previous" nextLabel="Next">
        {slides}
      </Carousel>,
    );
    const trackOf = (c: HTMLElement) => c.querySelector('[aria-roledescription=carousel] > div > div') as HTMLElement;
    const at = getComputedStyle(trackOf(still.container)).transform;
    act(() => jest.advanceTimersByTime(20_000));
    expect(getComputedStyle(trackOf(still.container)).transform).toBe(at);
    still.unmount();
    const playing = renderUi(
      <Carousel previousLabel="Previous" nextLabel="Next" autoplay autoplayIntervalMs={1_000}>
        {slides}
      </Carousel>,
    );
    const start = getComputedStyle(trackOf(playing.container)).transform;
    act(() => jest.advanceTimersByTime(1_000));
    expect(getComputedStyle(trackOf(playing.container)).transform).not.toBe(start);
  });
});
