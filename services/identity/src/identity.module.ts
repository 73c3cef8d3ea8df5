import { type DynamicModule, Module } from '@nestjs/common';
import { AdminAccountsController } from './accounts/admin-accounts.controller';
import { IdentityController } from './identity.controller';
import { IDENTITY_CONFIG, type IdentityConfig } from './identity.config';

@Module({})
export class IdentityModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return { module: IdentityModule, controllers: [IdentityController, AdminAccountsController], providers: [{ provide: IDENTITY_CONFIG, useValue: config }] };
  }
}
