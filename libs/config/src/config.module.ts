import { type DynamicModule, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';

@Module({})
class AppConfigModule {}

/**
 * An app's settings, loaded once at boot (loadConfig), for every module of the app: @nestjs/config's
 * ConfigService answers from them and never from process.env, so no value can differ from the one validated;
 * the instance is also provided under its own class, so a provider injects its app's typed settings.
 */
export const configModuleOf = (config: object): DynamicModule => ({
  module: AppConfigModule,
  global: true,
  imports: [
    ConfigModule.forRoot({
      isGlobal: true,
      ignoreEnvFile: true,
      validatePredefined: false,
      skipProcessEnv: true,
      load: [() => config],
    }),
  ],
  providers: [{ provide: config.constructor, useValue: config }],
  exports: [config.constructor],
});
