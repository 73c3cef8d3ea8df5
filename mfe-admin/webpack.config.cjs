const { webConfig } = require('../tools/web-build/web-config.cjs');

module.exports = (_env, argv) => webConfig({ project: 'mfe-admin', name: 'mfe_admin', role: 'remote', mode: argv.mode ?? 'production' });
