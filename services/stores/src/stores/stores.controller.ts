import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { type Caller, storesMessages as m } from '@simbiz/contracts';
import {
  type AuditContext,
  auditContext,
  audited,
  companyReader,
  CurrentCaller,
  DATABASE,
  decide,
  Handles,
  REQUESTER,
  type ReplyOf,
  type RequestOf,
  type Requester,
  worldScreenplay,
} from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { StoresTables } from '../database/tables';
import { createProduct, deleteProduct, listProducts, listStores, openStore, setProductOnline, updateProduct } from './stores';

@Controller()
export class StoresController {
  private readonly audit: AuditContext;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<StoresTables>,
    @Inject(REQUESTER) private readonly services: Requester,
  ) {
    this.audit = auditContext('stores', db, services);
  }

  @Handles(m.listStores)
  async listStores(@Payload() input: RequestOf<typeof m.listStores>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.listStores>> {
    const { companyId } = await companyReader(this.services, caller, input.worldId);
    return listStores(this.db, input.worldId, companyId);
  }

  @Handles(m.openStore)
  openStore(@Payload() input: RequestOf<typeof m.openStore>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.openStore>> {
    return audited(this.audit, caller, 'store.open', input.worldId, async () => {
      const screenplay = await worldScreenplay(this.services, input.worldId);
      return decide(this.db, this.services, caller, input.worldId, (tx, ctx) => openStore(tx, screenplay, ctx, input.platformId));
    });
  }

  @Handles(m.listProducts)
  async listProducts(@Payload() input: RequestOf<typeof m.listProducts>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.listProducts>> {
    const { companyId } = await companyReader(this.services, caller, input.worldId);
    return listProducts(this.db, input.worldId, companyId, input.storeId);
  }

  @Handles(m.createProduct)
  createProduct(@Payload() input: RequestOf<typeof m.createProduct>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.createProduct>> {
    return audited(this.audit, caller, 'storeProduct.create', input.worldId, () =>
      decide(this.db, this.services, caller, input.worldId, (tx, ctx) => createProduct(tx, this.services, ctx, input)),
    );
  }

  @Handles(m.updateProduct)
  updateProduct(@Payload() input: RequestOf<typeof m.updateProduct>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.updateProduct>> {
    return audited(this.audit, caller, 'storeProduct.update', input.worldId, () =>
      decide(this.db, this.services, caller, input.worldId, (tx, ctx) => updateProduct(tx, ctx, input)),
    );
  }

  @Handles(m.setProductOnline)
  setProductOnline(@Payload() input: RequestOf<typeof m.setProductOnline>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.setProductOnline>> {
    return audited(this.audit, caller, 'storeProduct.online', input.worldId, () =>
      decide(this.db, this.services, caller, input.worldId, (tx, ctx) => setProductOnline(tx, this.services, ctx, input)),
    );
  }

  @Handles(m.deleteProduct)
  deleteProduct(@Payload() input: RequestOf<typeof m.deleteProduct>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.deleteProduct>> {
    return audited(this.audit, caller, 'storeProduct.delete', input.worldId, () =>
      decide(this.db, this.services, caller, input.worldId, (tx, ctx) => deleteProduct(tx, this.services, ctx, input.productId)),
    );
  }
}
