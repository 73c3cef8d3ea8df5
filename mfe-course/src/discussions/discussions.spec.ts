import { concernsThread } from './discussions';

const WORLD = 'w';

describe('which discussions events a thread page follows', () => {
  it('its own replies and the thread itself', () => {
    expect(concernsThread({ worldId: WORLD, topic: 'discussions', id: 'r9', threadId: 't1' }, 't1')).toBe(true);
    expect(concernsThread({ worldId: WORLD, topic: 'discussions', id: 't1' }, 't1')).toBe(true);
  });

  it('not another thread’s news', () => {
    expect(concernsThread({ worldId: WORLD, topic: 'discussions', id: 'r9', threadId: 't2' }, 't1')).toBe(false);
    expect(concernsThread({ worldId: WORLD, topic: 'discussions', id: 't2' }, 't1')).toBe(false);
  });

  it('everything after a break in the stream (an event naming nothing)', () => {
    expect(concernsThread({ worldId: WORLD, topic: 'discussions' }, 't1')).toBe(true);
  });
});
