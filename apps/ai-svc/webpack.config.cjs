const { nestAppConfig } = require('../../tools/webpack/nest-app.config.cjs');

module.exports = nestAppConfig('ai-svc', ['ai-svc']);
