/** Injection tokens the service kit provides to every service module. */
export const DATABASE = Symbol('simbiz:database');
export const LOGGER = Symbol('simbiz:logger');
export const SERVICE_CONFIG = Symbol('simbiz:service-config');
/** A Requester for calling other services over NATS (its own connection, drained at shutdown). */
export const REQUESTER = Symbol('simbiz:requester');
/** The service's metrics registry (prom-client), or null when no health port serves /metrics. */
export const METRICS = Symbol('simbiz:metrics');
/** The service's ReadContexts: the access of its company reads, remembered per world. */
export const READ_CONTEXTS = Symbol('simbiz:read-contexts');
