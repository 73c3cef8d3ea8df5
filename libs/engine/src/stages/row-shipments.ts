import type { Shipment } from '../results/company-results.schema';
import type { PoolSource } from './stock-pools';

/**
 * What a listing shipped, warehouse by warehouse in the order shipped (fastest first): the units
 * of its `part`-th model (a package has several) from each source, less what its rows took so far.
 * The listing's orders ship together, so its rows take the shipped units in turn. One set of
 * arrays, cleared listing after listing.
 */
export class Takes {
  private readonly parts: number[] = [];
  private readonly models: string[] = [];
  private readonly sources: PoolSource[] = [];
  private readonly left: number[] = [];
  private length = 0;

  clear(): void {
    this.length = 0;
  }

  add(part: number, modelId: string, source: PoolSource, units: number): void {
    const k = this.length++;
    this.parts[k] = part;
    this.models[k] = modelId;
    this.sources[k] = source;
    this.left[k] = units;
  }

  /**
   * A row's shipments: `units` of every model of the listing from the first sources with units
   * left (which it lowers). A package's name their model.
   */
  rowShipments(units: number, packaged: boolean): Shipment[] {
    // Most rows ship from one warehouse: an array literal of one is sized to fit, where pushing onto [] reserves room for 17.
    let first: Shipment | undefined;
    let more: Shipment[] | undefined;
    let part = -1;
    let need = 0;
    for (let k = 0; k < this.length; k++) {
      if (this.parts[k] !== part) {
        part = this.parts[k] ?? -1;
        need = units;
      }
      const has = this.left[k] ?? 0;
      const source = this.sources[k];
      if (need === 0 || has === 0 || !source) continue;
      const n = Math.min(need, has);
      this.left[k] = has - n;
      need -= n;
      const { warehouseId, service } = source;
      const shipment = packaged
        ? { modelId: this.models[k] ?? '', warehouseId, logisticsServiceId: service.id, units: n, days: service.days }
        : { warehouseId, logisticsServiceId: service.id, units: n, days: service.days };
      if (!first) first = shipment;
      else if (!more) more = [first, shipment];
      else more.push(shipment);
    }
    return more ?? (first ? [first] : []);
  }
}
