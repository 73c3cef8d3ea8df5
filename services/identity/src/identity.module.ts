import { type DynamicModule, Module } from '@nestjs/common';
import { IdentityController } from './identity.controller';
import { IDENTITY_CONFIG, type IdentityConfig } from './identity.config';

@Module({})
export class IdentityModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return { module: IdentityModule, controllers: [IdentityController], providers: [{ provide: IDENTITY_CONFIG, useValue: config }] };
  }
}
