/** Message centre routes with a built screen (the centre itself, /mine/message/index, is the chat feature's page). */
export const MESSAGE_ROUTES = ['/mine/set/message'] as const;
