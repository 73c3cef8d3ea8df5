/** Injection tokens the service kit provides to every service module. */
export const DATABASE = Symbol('simbiz:database');
export const LOGGER = Symbol('simbiz:logger');
export const SERVICE_CONFIG = Symbol('simbiz:service-config');
