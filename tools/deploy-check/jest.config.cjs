// No package.json here (a new workspace package would need a lockfile change), so the name is spelled out.
module.exports = { ...require('../../jest.preset.cjs'), displayName: 'deploy-check' };
