import { Controller } from '@nestjs/common';
import { storesMessages as m } from '@simbiz/contracts';
import { Payload } from '@nestjs/microservices';
import { CompanyRead, Decision, type DecisionInWorld, Handles, type ReadContext, type RequestOf, ServiceHandlers } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { StoresTables } from '../database/tables';
import { modelHolds } from './product-holds';
import { roundActivity } from './round-activity';
import { createProduct, deleteProduct, listProducts, listStores, openStore, setProductOnline, updateProduct } from './stores';

type Tx = Transaction<StoresTables>;

@Controller()
export class StoresController extends ServiceHandlers<StoresTables> {
  @CompanyRead(m.listStores)
  listStores(db: Kysely<StoresTables>, reader: ReadContext, input: RequestOf<typeof m.listStores>) {
    return listStores(db, input.worldId, reader.companyId);
  }

  @Decision(m.openStore, 'store.open')
  openStore(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.openStore>) {
    return openStore(tx, ctx.screenplay, ctx, input.platformId);
  }

  @CompanyRead(m.listProducts, { versions: ['productId'] })
  listProducts(db: Kysely<StoresTables>, reader: ReadContext, input: RequestOf<typeof m.listProducts>) {
    return listProducts(db, input.worldId, reader.companyId, input.storeId);
  }

  @Decision(m.createProduct, 'storeProduct.create', { item: 'productId' })
  createProduct(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.createProduct>) {
    return createProduct(tx, this.services, ctx, input);
  }

  @Decision(m.updateProduct, 'storeProduct.update', { item: 'productId' })
  updateProduct(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.updateProduct>) {
    return updateProduct(tx, ctx, input);
  }

  @Decision(m.setProductOnline, 'storeProduct.online', { item: 'productId' })
  setProductOnline(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.setProductOnline>) {
    return setProductOnline(tx, this.services, ctx, input);
  }

  @Decision(m.deleteProduct, 'storeProduct.delete', { item: 'productId', deletes: true })
  deleteProduct(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.deleteProduct>) {
    return deleteProduct(tx, this.services, ctx, input.productId);
  }

  @CompanyRead(m.roundActivity)
  roundActivity(db: Kysely<StoresTables>, reader: ReadContext, input: RequestOf<typeof m.roundActivity>) {
    return roundActivity(db, input.worldId, reader.companyId, input.round);
  }

  /** For products (no HTTP route): what holds one of the company's models in its stores this round. */
  @Handles(m.modelHolds)
  modelHolds(@Payload() input: RequestOf<typeof m.modelHolds>) {
    return modelHolds(this.db, input.worldId, input.companyId, input.modelId, input.round);
  }
}
