import { API_BASE_PATH, HTTP_METHODS, STREAM_ROUTES, UPLOAD_MAX_BYTES } from '@simbiz/contracts';
import type { Address } from './gateway-addresses';

/**
 * A class of requests with one Kong route and one set of limits. Kong forwards by prefix and
 * method; the gateway stays the authority on which addresses exist (its 404 and 405 come in the
 * envelope the web client reads), and Kong's config does not have to change with every route.
 */
export interface RouteClass {
  name: string;
  /** Why these limits: written above the route in kong.yaml. */
  why: string;
  paths: string[];
  methods: string[];
  /** Requests per client address, per Kong pod (policy local), in a minute and in an hour. */
  perMinute: number;
  perHour: number;
  /** The largest request body forwarded. */
  body: { size: number; unit: 'bytes' | 'kilobytes' | 'megabytes' };
  /** False passes a body (an upload) or an answer (server-sent events) through as it flows, instead of holding it in Kong first. */
  requestBuffering?: false;
  responseBuffering?: false;
}

/** A stream route's path as a Kong regular expression (one path segment per parameter, nothing after). */
export function streamPathRegex(path: string): string {
  return `~${API_BASE_PATH}${path.replace(/\{[a-zA-Z]+\}/g, '[^/]+')}$`;
}

/** The sign-in form's post: the one address with limits of its own. */
export const SIGN_IN: Address = { method: 'POST', path: '/bff/login' };

/*
 * The numbers assume the hard case: a class of 60 behind one NAT address, everyone starting at
 * once. A student's page makes a handful of reads, the world frame refreshes every 30 s, a save is
 * one write; the first visit fetches some 40 static files, later ones revalidate a few. The limits
 * leave three to five times that for one class, and count per Kong pod (two at least), so a
 * client spread over the pods gets more, never less.
 */
export function routeClasses(bff: readonly Address[]): RouteClass[] {
  const bffMethods = [...new Set(bff.filter((a) => !(a.method === SIGN_IN.method && a.path === SIGN_IN.path)).map((a) => a.method))].sort();
  return [
    {
      name: 'api-read',
      why: 'Reads: 60 students at ~30 a minute each at the busiest, plus the 30 s refresh, is ~2000 a minute.',
      paths: [`${API_BASE_PATH}/`],
      methods: HTTP_METHODS.filter((method) => method === 'GET'),
      perMinute: 6000,
      perHour: 120_000,
      body: { size: 1, unit: 'kilobytes' },
    },
    {
      name: 'api-write',
      why: 'Writes (the web client posts PUT, PATCH and DELETE with x-http-method-override): a save every 15 s per student is 240 a minute. Bodies up to the limit of the gateway itself, 1 MiB.',
      paths: [`${API_BASE_PATH}/`],
      methods: HTTP_METHODS.filter((method) => method !== 'GET'),
      perMinute: 1200,
      perHour: 24_000,
      body: { size: 1, unit: 'megabytes' },
    },
    {
      name: 'api-upload',
      why: 'Reference files an instructor attaches: a handful per course, each up to the largest file references take (50 MiB), streamed to the gateway as it arrives.',
      paths: [streamPathRegex(STREAM_ROUTES.uploadReference.path)],
      methods: [STREAM_ROUTES.uploadReference.method],
      perMinute: 60,
      perHour: 600,
      body: { size: UPLOAD_MAX_BYTES / (1024 * 1024), unit: 'megabytes' },
      requestBuffering: false,
    },
    {
      name: 'api-events',
      why: "A world's server-sent events (course, round, teams): one long stream per browser tab, reopened after a network change; each event is passed on as it comes (the gateway's 25 s heartbeat stays inside Kong's 60 s read timeout).",
      paths: [streamPathRegex(STREAM_ROUTES.worldEvents.path)],
      methods: [STREAM_ROUTES.worldEvents.method],
      perMinute: 600,
      perHour: 6000,
      body: { size: 1, unit: 'kilobytes' },
      responseBuffering: false,
    },
    {
      name: 'sign-in',
      why: 'The sign-in form: a class of 60 signing in, typos included, fits in a minute; guessing passwords from one address does not (the gateway also counts failures per account and per address).',
      paths: [SIGN_IN.path],
      methods: [SIGN_IN.method],
      perMinute: 120,
      perHour: 600,
      body: { size: 8, unit: 'kilobytes' },
    },
    {
      name: 'bff',
      why: 'The sign-in page and sign-out: one each per student and visit.',
      paths: ['/bff/'],
      methods: bffMethods,
      perMinute: 600,
      perHour: 6000,
      body: { size: 8, unit: 'kilobytes' },
    },
    {
      name: 'web',
      why: 'The UI (shell, remotes, manifest, /openapi.json) and the browser routes: ~40 files per first visit, 2400 for a class arriving at once.',
      paths: ['/'],
      methods: ['GET', 'HEAD'],
      perMinute: 6000,
      perHour: 60_000,
      body: { size: 1, unit: 'kilobytes' },
    },
  ];
}
