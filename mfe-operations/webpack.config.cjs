const { webConfig } = require('../tools/web-build/web-config.cjs');

module.exports = (_env, argv) => webConfig({ project: 'mfe-operations', name: 'mfe_operations', role: 'remote', mode: argv.mode ?? 'production' });
