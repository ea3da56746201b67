/**
 * The sensitive-word list (敏感词), written for Zupu and released with it (same licence as the project; no outside
 * list is copied). Small on purpose: gambling, fraud, pornography, violence, drugs and common abuse — the words a
 * family chat and clan posts must not carry. Written in simplified Chinese, lower-case Latin: the filter normalises
 * the text (full-width → half-width, traditional → simplified, case, separators) before matching, so one spelling
 * covers the others. Staff-edited lists come later (a table read at start-up); add words here until then.
 */
export const SENSITIVE_WORDS: readonly string[] = [
  // 赌博
  '网络赌博', '网上赌场', '百家乐', '六合彩', '时时彩', '赌球', '代理赌博', '博彩网站', '私彩',
  // 诈骗、违法交易
  '刷单返利', '代办信用卡', '套现', '办假证', '假发票', '代开发票', '洗钱', '裸贷', '高利贷', '网贷包过',
  '出售银行卡', '买卖银行卡', '出售身份证', '枪支出售', '买卖枪支', '代考', '替考',
  // 色情
  '色情网站', '一夜情', '援交', '约炮', '裸聊', '成人视频', '黄色视频', '卖淫', '嫖娼',
  // 毒品
  '冰毒', '海洛因', '摇头丸', '大麻出售', 'k粉', '吸毒', '贩毒',
  // 暴力、极端
  '杀人放火', '炸药制作', '自制炸弹', '恐怖袭击',
  // 辱骂
  '傻逼', '操你妈', '草泥马', '狗日的', '王八蛋', '去死吧', '贱人', 'fuck', 'shit',
];
