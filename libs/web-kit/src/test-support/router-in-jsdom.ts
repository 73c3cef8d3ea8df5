import { TextDecoder, TextEncoder } from 'node:util';

/** react-router needs the encoders jsdom lacks: import this before it in a jsdom spec. */
Object.assign(globalThis, { TextEncoder, TextDecoder });
