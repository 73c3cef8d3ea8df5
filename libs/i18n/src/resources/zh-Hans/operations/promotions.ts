import type { OperationsCatalog } from '../../en/operations';

export const promotions: OperationsCatalog['promotions'] = {
  title: '推广',
  channel: '推广渠道',
  brand: '品牌',
  budget: '预算',
  create: '购买推广',
  product: {
    intro: '折扣只在本回合降低店铺商品的售价，顾客看到的是折后价。折扣持续到本回合结束，在此之前该商品须保持上架，也不能删除。',
    name: '{platform}上的{model}',
    product: '商品',
    productOption: '{product}，售价 {price}',
    discount: '折扣',
    price: '售价',
    discountedPrice: '折后价',
    preview: '本回合{product}以 {discounted} 出售，原价 {price}（优惠 {discount}）。',
    create: '设置商品折扣',
    change: '修改{product}的折扣',
    noProduct: '你还没有上架中的商品：请先在店铺中上架型号，或将商品重新上架，再设置折扣。',
    allDiscounted: '你所有上架中的商品本回合都已设置折扣。',
  },
};
