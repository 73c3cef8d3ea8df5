import { EMPTY_EVENT_STREAM, type EventStreamState, nextBackoff, readEventStream } from './event-stream';

/** Feeds the chunks one after the other, as the network would hand them over. */
function readAll(chunks: string[]) {
  let state: EventStreamState = EMPTY_EVENT_STREAM;
  const messages = chunks.flatMap((chunk) => {
    const read = readEventStream(state, chunk);
    state = read.state;
    return read.messages;
  });
  return { messages, state };
}

describe('reading a text/event-stream', () => {
  it('reads several messages from one chunk, with their event names', () => {
    expect(readAll(['event: courseChanged\ndata: {"a":1}\n\ndata: {"b":2}\n\n']).messages).toEqual([
      { event: 'courseChanged', data: '{"a":1}' },
      { event: 'message', data: '{"b":2}' },
    ]);
  });

  it('puts together a message whose lines, and a line itself, are split between chunks', () => {
    const { messages } = readAll(['event: cour', 'seChanged\nda', 'ta: {"topic":"disc', 'ussions"}\n', '\n']);
    expect(messages).toEqual([{ event: 'courseChanged', data: '{"topic":"discussions"}' }]);
  });

  it('takes CRLF, CR and LF as line ends, even a CRLF split between chunks', () => {
    expect(readAll(['data: one\r', '\n\r', '\ndata: two\r\rdata: three\n\n']).messages).toEqual([
      { event: 'message', data: 'one' },
      { event: 'message', data: 'two' },
      { event: 'message', data: 'three' },
    ]);
  });

  it('skips heartbeats (comments) and does not make a message of them', () => {
    expect(readAll([': ping\n\n', ':\n\n', 'data: x\n: ping\n\n']).messages).toEqual([{ event: 'message', data: 'x' }]);
  });

  it('joins data lines with a new line and keeps a value’s spaces after the first', () => {
    expect(readAll(['data:  a\ndata:b\ndata\n\n']).messages).toEqual([{ event: 'message', data: ' a\nb\n' }]);
  });

  it('keeps an unfinished message for the next chunk', () => {
    const { messages, state } = readAll(['event: x\ndata: half']);
    expect(messages).toEqual([]);
    expect(readEventStream(state, '\n\n').messages).toEqual([{ event: 'x', data: 'half' }]);
  });
});

describe('the wait between attempts', () => {
  it('starts at 1 s and doubles up to 30 s', () => {
    const waits: number[] = [];
    let wait: number | null = null;
    for (let i = 0; i < 7; i++) waits.push((wait = nextBackoff(wait)));
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
});
