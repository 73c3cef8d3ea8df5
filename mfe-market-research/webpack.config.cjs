const { webConfig } = require('../tools/web-build/web-config.cjs');

module.exports = (_env, argv) => webConfig({ project: 'mfe-market-research', name: 'mfe_market_research', role: 'remote', mode: argv.mode ?? 'production' });
