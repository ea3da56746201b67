/** Membership routes with a built screen (spec routes.tsv "Mine (personal centre)"). */
export const VIP_ROUTES = [
  '/mine/member/vip', '/mine/member/buy-log', '/mine/member/people', '/mine/member/output', '/mine/member/output-log', '/mine/person/rahmen',
] as const;
