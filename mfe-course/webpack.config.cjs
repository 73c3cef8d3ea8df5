const { webConfig } = require('../tools/web-build/web-config.cjs');

module.exports = (_env, argv) => webConfig({ project: 'mfe-course', name: 'mfe_course', role: 'remote', mode: argv.mode ?? 'production' });
