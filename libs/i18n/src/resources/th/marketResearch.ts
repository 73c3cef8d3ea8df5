import type { MarketResearchCatalog } from '../en/marketResearch';

export const marketResearch: MarketResearchCatalog = {
  loading: 'กำลังโหลด…',
  title: 'การวิจัยตลาด',
  newsFlash: {
    title: 'ข่าวด่วน',
    intro: 'ความเคลื่อนไหวของตลาดจนถึงรอบที่ {round}: ข่าวเปลี่ยนจำนวนผู้ซื้อที่เข้ามา และความสำคัญที่พวกเขาให้กับราคา',
    notStarted: 'การจำลองยังไม่เริ่ม ข่าวแรกจะมาพร้อมรอบที่ 1',
    none: 'ยังไม่มีข่าว',
    round: 'รอบที่ {round}',
  },
};
