// Jest settings for suites that need real PostgreSQL and NATS: spread into a project's jest config.
const path = require('node:path');

module.exports = {
  globalSetup: path.join(__dirname, 'src/jest/global-setup.ts'),
  globalTeardown: path.join(__dirname, 'src/jest/global-teardown.ts'),
  testTimeout: 30000,
};
