const { webConfig } = require('../tools/web-build/web-config.cjs');

module.exports = (_env, argv) => webConfig({ project: 'shell', name: 'shell', role: 'host', mode: argv.mode ?? 'production' });
