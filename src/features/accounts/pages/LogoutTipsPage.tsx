/** /mine/set/logout-tips: what deleting the account means; the user agrees before going on. */
import { useState } from 'react';
import { Button, Checkbox } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { PageLayout } from '@src/components/ui/PageLayout';

export default function LogoutTipsPage() {
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  return (
    <PageLayout title="注销须知">
      <article className="zp-article">
        <p>注销账号是不可恢复的操作，请在注销前仔细阅读以下内容：</p>
        <h3>一、注销后将无法找回</h3>
        <p>账号注销后，您将无法再登录、使用该账号，账号中的个人资料、头像、签名等信息将被清除且无法恢复。</p>
        <h3>二、您参与的家族内容</h3>
        <p>您在家族中录入的族人、谱文、相册等内容属于家族共有资料，注销后将保留在家族中，但不再显示为您的账号。</p>
        <h3>三、资产与订单</h3>
        <p>注销前请确认钱包余额已处理、没有未完成的支付与订单。存在余额或未完成的订单时，暂不能注销。</p>
        <h3>四、手机号</h3>
        <p>注销后，该手机号可以重新注册新的账号，但与原账号无任何关联。</p>
      </article>
      <div className="zp-section">
        <Checkbox checked={agreed} onChange={setAgreed}>
          我已阅读并同意以上内容
        </Checkbox>
      </div>
      <div className="zp-actions">
        <Button block color="danger" disabled={!agreed} onClick={() => navigate('/mine/set/logout-inspect')}>
          下一步
        </Button>
      </div>
    </PageLayout>
  );
}
