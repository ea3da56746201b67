/** The spec chooser (规格): one selector per spec group, the matching SKU's price and stock, and the quantity. */
import { useState } from 'react';
import { Button, Popup, Selector, Stepper } from 'antd-mobile';
import type { ProductDetail, Sku } from '@contract/mall';
import { fenToCurrency } from '@src/lib/format';

export function SpecPopup({ product, visible, action, onClose, onDone }: {
  product: ProductDetail; visible: boolean; action: 'cart' | 'buy'; onClose: () => void; onDone: (sku: Sku, quantity: number) => void;
}) {
  const [picked, setPicked] = useState<string[]>(() => product.skus.find((s) => s.available > 0)?.spec ?? product.skus[0]?.spec ?? []);
  const [quantity, setQuantity] = useState(1);
  const sku = product.skus.find((s) => s.spec.length === picked.length && s.spec.every((v, i) => v === picked[i]));
  const max = Math.max(1, Math.min(sku?.available ?? 1, 99));
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, padding: 16, maxHeight: '80vh', overflowY: 'auto' }}>
      <div className="zp-mall-line">
        <img src={sku?.image || product.cover} alt="" />
        <div className="zp-mall-line__body">
          <span className="zp-mall-price zp-mall-price--big">{fenToCurrency(sku?.price ?? product.price)}</span>
          <span className="zp-mall-muted">{sku ? (sku.available > 0 ? `库存${sku.available}件` : '已售罄') : '请选择规格'}</span>
          <span className="zp-mall-muted">{sku?.specText ? `已选：${sku.specText}` : ''}</span>
        </div>
      </div>
      {product.specGroups.map((g, gi) => (
        <div key={g.name} style={{ marginTop: 12 }}>
          <div style={{ marginBottom: 6 }}>{g.name}</div>
          <Selector
            columns={3}
            options={g.values.map((v) => ({ label: v, value: v }))}
            value={picked[gi] ? [picked[gi]] : []}
            onChange={(arr) => arr[0] && setPicked((p) => Object.assign([...p], { [gi]: arr[0] }))}
          />
        </div>
      ))}
      <div className="zp-mall-row" style={{ marginTop: 16 }}>
        <span>购买数量</span>
        <Stepper min={1} max={max} value={Math.min(quantity, max)} onChange={setQuantity} />
      </div>
      <Button block color="primary" style={{ marginTop: 16 }} disabled={!sku || sku.available < 1} onClick={() => sku && onDone(sku, Math.min(quantity, max))}>
        {!sku || sku.available < 1 ? '已售罄' : action === 'cart' ? '加入购物车' : '立即购买'}
      </Button>
    </Popup>
  );
}
