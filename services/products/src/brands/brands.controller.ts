import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { productsMessages as m } from '@simbiz/contracts';
import { CompanyRead, Decision, type DecisionInWorld, Handles, type ReadContext, type ReplyOf, type RequestOf, ServiceHandlers } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import type { ProductsTables } from '../database/tables';
import { createBrand, deleteBrand, listBrands, renameBrand } from './brands';

type Tx = Transaction<ProductsTables>;

@Controller()
export class BrandsController extends ServiceHandlers<ProductsTables> {
  @CompanyRead(m.listBrands, { versions: ['brandId'] })
  list(db: Kysely<ProductsTables>, reader: ReadContext, input: RequestOf<typeof m.listBrands>) {
    return listBrands(db, input.worldId, reader.companyId);
  }

  @Decision(m.createBrand, 'brand.create', { item: 'brandId' })
  create(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.createBrand>) {
    return createBrand(tx, ctx, input.name);
  }

  @Decision(m.renameBrand, 'brand.rename', { item: 'brandId' })
  rename(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.renameBrand>) {
    return renameBrand(tx, ctx, input.brandId, input.name);
  }

  @Decision(m.deleteBrand, 'brand.delete', { item: 'brandId', deletes: true })
  remove(tx: Tx, ctx: DecisionInWorld, input: RequestOf<typeof m.deleteBrand>) {
    return deleteBrand(tx, ctx, input.brandId);
  }

  /** For stores (no HTTP route): a company's brands, which its promotions name. */
  @Handles(m.companyBrands)
  async ofCompany(@Payload() input: RequestOf<typeof m.companyBrands>): Promise<ReplyOf<typeof m.companyBrands>> {
    return (await listBrands(this.db, input.worldId, input.companyId)).map(({ brandId, name }) => ({ brandId, name }));
  }
}
