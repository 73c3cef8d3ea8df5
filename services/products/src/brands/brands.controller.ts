import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { type Caller, productsMessages as m } from '@simbiz/contracts';
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
} from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { ProductsTables } from '../database/tables';
import { createBrand, deleteBrand, listBrands, renameBrand } from './brands';

@Controller()
export class BrandsController {
  private readonly audit: AuditContext;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ProductsTables>,
    @Inject(REQUESTER) private readonly services: Requester,
  ) {
    this.audit = auditContext('products', db, services);
  }

  @Handles(m.listBrands)
  async list(@Payload() input: RequestOf<typeof m.listBrands>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.listBrands>> {
    const { companyId } = await companyReader(this.services, caller, input.worldId);
    return listBrands(this.db, input.worldId, companyId);
  }

  @Handles(m.createBrand)
  create(@Payload() input: RequestOf<typeof m.createBrand>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.createBrand>> {
    return audited(this.audit, caller, 'brand.create', input.worldId, () =>
      decide(this.db, this.services, caller, input.worldId, (tx, ctx) => createBrand(tx, ctx, input.name)),
    );
  }

  @Handles(m.renameBrand)
  rename(@Payload() input: RequestOf<typeof m.renameBrand>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.renameBrand>> {
    return audited(this.audit, caller, 'brand.rename', input.worldId, () =>
      decide(this.db, this.services, caller, input.worldId, (tx, ctx) => renameBrand(tx, ctx, input.brandId, input.name)),
    );
  }

  @Handles(m.deleteBrand)
  remove(@Payload() input: RequestOf<typeof m.deleteBrand>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof m.deleteBrand>> {
    return audited(this.audit, caller, 'brand.delete', input.worldId, () =>
      decide(this.db, this.services, caller, input.worldId, (tx, ctx) => deleteBrand(tx, ctx, input.brandId)),
    );
  }

  /** For stores (no HTTP route): a company's brands, which its promotions name. */
  @Handles(m.companyBrands)
  async ofCompany(@Payload() input: RequestOf<typeof m.companyBrands>): Promise<ReplyOf<typeof m.companyBrands>> {
    return (await listBrands(this.db, input.worldId, input.companyId)).map(({ brandId, name }) => ({ brandId, name }));
  }
}
