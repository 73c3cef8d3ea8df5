import type { OperationsCatalog } from '../../en/operations';

export const promotions: OperationsCatalog['promotions'] = {
  title: 'การโปรโมต',
  channel: 'ช่องทางโปรโมต',
  brand: 'แบรนด์',
  budget: 'งบประมาณ',
  create: 'ซื้อการโปรโมต',
  product: {
    intro: 'ส่วนลดจะลดราคาสินค้าในร้านเฉพาะรอบนี้ ผู้ซื้อจะเห็นราคาหลังหักส่วนลด สินค้าจะมีส่วนลดไปจนจบรอบ ระหว่างนั้นสินค้าต้องวางขายอยู่และลบไม่ได้',
    name: '{model} บน {platform}',
    product: 'สินค้า',
    productOption: '{product} ราคา {price}',
    discount: 'ส่วนลด',
    price: 'ราคา',
    discountedPrice: 'ราคาหลังหักส่วนลด',
    preview: 'รอบนี้ {product} ขายในราคา {discounted} แทน {price} (ลด {discount})',
    create: 'ให้ส่วนลดสินค้า',
    change: 'แก้ไขส่วนลดของ {product}',
    noProduct: 'คุณยังไม่มีสินค้าที่วางขายอยู่ ให้นำรุ่นสินค้าขึ้นขายในร้าน หรือเปิดขายสินค้าอีกครั้ง แล้วจึงให้ส่วนลด',
    allDiscounted: 'สินค้าที่วางขายอยู่ทั้งหมดของคุณมีส่วนลดในรอบนี้แล้ว',
  },
};
