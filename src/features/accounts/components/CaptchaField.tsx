/** The captcha's form row (loaded with the first captcha, so screens that may ask for one do not load antd's Form). */
import { Form, Input } from 'antd-mobile';
import { svgSrc } from '../accounts.queries';

export default function CaptchaField({ svg, answer, onAnswer, onRefresh }: {
  svg: string;
  answer: string;
  onAnswer: (v: string) => void;
  onRefresh: () => void;
}) {
  return (
    <Form.Item
      label="图形码"
      extra={<img className="zp-captcha" src={svgSrc(svg)} alt="图形验证码，点击刷新" onClick={onRefresh} />}
    >
      <Input placeholder="请输入右侧字符" value={answer} onChange={onAnswer} maxLength={10} autoComplete="off" />
    </Form.Item>
  );
}
