const { webConfig } = require('../tools/web-build/web-config.cjs');

module.exports = (_env, argv) => webConfig({ project: 'mfe-analyses', name: 'mfe_analyses', role: 'remote', mode: argv.mode ?? 'production' });
