/** Geometry and colours from the product spec: cards 120×180, padding 40, borders male #08B06B, female #FC5D6A. */
export const CARD_W = 120;
export const CARD_H = 180;
export const PAD = 40;
/** Gap between a man and his wives (one node, so tighter than PAD). */
export const COUPLE_GAP = 10;
export const ROW_PITCH = CARD_H + PAD;
/** Width of the 第N世 / 字辈 gutter left of x = 0. */
export const GUTTER_W = 200;

export const MALE_RGB = 0x08b06b;
export const FEMALE_RGB = 0xfc5d6a;
export const LINE_RGB = 0x8a7f70;
export const JIANTIAO_RGB = 0x3b6fd8;
export const TEAM_RGB = 0xe0a100;
export const PATH_RGB = 0xd0342c;
export const BACKGROUND_RGB = 0xf7f3ea;
