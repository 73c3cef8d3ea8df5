/** Texts of the promotions pages: company promotions (a brand on a channel) and product promotions (a discount on a store product). */
export const promotions = {
  title: 'Promotions',
  channel: 'Promotion channel',
  brand: 'Brand',
  budget: 'Budget',
  create: 'Buy the promotion',
  product: {
    intro:
      'A discount lowers a store product’s price for this round only: shoppers see the price after the discount. The product keeps its discount to the end of the round, so until then it stays online and cannot be deleted.',
    name: '{model} on {platform}',
    product: 'Product',
    productOption: '{product} ({price})',
    discount: 'Discount',
    price: 'Price',
    discountedPrice: 'Price after discount',
    preview: 'This round {product} sells at {discounted} instead of {price} ({discount} off).',
    create: 'Discount the product',
    change: 'Change the discount on {product}',
    noProduct: 'None of your products is online: list a model in a store, or put a product back online, to discount it.',
    allDiscounted: 'Every product of yours that is online has a discount this round.',
  },
};
