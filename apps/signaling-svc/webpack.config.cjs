const { nestAppConfig } = require('../../tools/webpack/nest-app.config.cjs');

module.exports = nestAppConfig('signaling-svc', ['signaling-svc']);
