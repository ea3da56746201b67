import type { FastifyInstance } from 'fastify';
import * as c from '@contract/accounts';
import * as cards from '@contract/member-cards';
import { route } from '../../http/route';
import * as accounts from './accounts.service';
import * as sms from './accounts-sms.service';
import * as qr from './accounts-qr.service';
import * as security from './accounts-security.service';
import * as profile from './accounts-profile.service';

export function accountsRoutes(app: FastifyInstance): void {
  // login and the session
  route(app, c.loginGuest, (_p, ctx) => accounts.loginGuest(ctx));
  route(app, c.loginAccount, (p, ctx) => accounts.loginAccount(ctx, p));
  route(app, c.loginPhone, (p, ctx) => accounts.loginPhone(ctx, p));
  route(app, c.loginVerify, (p, ctx) => accounts.loginVerify(ctx, p));
  route(app, c.loginDebug, (p, ctx) => accounts.loginDebug(ctx, p));
  route(app, c.loginWx, () => accounts.wxNotConfigured());
  route(app, c.bindWxInfo, () => accounts.wxNotConfigured());
  route(app, c.updateWxInfo, () => accounts.wxNotConfigured());
  route(app, c.bindWxPhone, () => accounts.wxNotConfigured());
  route(app, c.checkUser, (_p, ctx) => accounts.checkUser(ctx));
  route(app, c.checkUserPost, (_p, ctx) => accounts.checkUser(ctx));

  // QR login
  route(app, c.loginScanCreate, (_p, ctx) => qr.createQr(ctx));
  route(app, c.loginScanStatus, (p, ctx) => qr.qrStatus(ctx, p));
  route(app, c.loginScan, (p, ctx) => qr.scanQr(ctx, p));

  // SMS and captcha
  route(app, c.captchaImage, (_p, ctx) => sms.captchaImage(ctx));
  route(app, c.captchaValidate, (p, ctx) => sms.captchaValidate(ctx, p));
  route(app, c.smsSignSend, (p, ctx) => sms.sendSignedCode(ctx, p));
  route(app, c.smsSend, (p, ctx) => sms.sendCode(ctx, p));
  if (!app.deps.config.production) {
    route(app, c.debugSmsOutbox, (p, ctx) => sms.debugOutbox(ctx, p));
    route(app, c.debugCaptcha, (p) => sms.debugCaptcha(p));
  }

  // passwords, logout, deletion, phone, account name
  route(app, c.passwordChange, (p, ctx) => security.passwordChange(ctx, p));
  route(app, c.changePassword, (p, ctx) => security.changePassword(ctx, p));
  route(app, c.logoutCheck, (_p, ctx) => security.logoutCheck(ctx));
  route(app, c.logout, (p, ctx) => security.logout(ctx, p));
  route(app, c.changePhone, (p, ctx) => security.changePhone(ctx, p));
  route(app, c.bindPhone, (p, ctx) => security.bindPhone(ctx, p));
  route(app, c.bindAccount, (p, ctx) => security.bindAccount(ctx, p));

  // profile
  route(app, c.baseInfo, (_p, ctx) => profile.baseInfo(ctx));
  route(app, c.userDetail, (p, ctx) => profile.userDetail(ctx, p));
  route(app, c.saveDetail, (p, ctx) => profile.saveDetail(ctx, p));
  route(app, c.updateSignature, (p, ctx) => profile.updateSignature(ctx, p));
  route(app, c.updatePhoto, (p, ctx) => profile.updatePhoto(ctx, p));
  route(app, c.updateBackground, (p, ctx) => profile.updateBackground(ctx, p));
  route(app, c.setDefaultPage, (p, ctx) => profile.setDefaultPage(ctx, p));
  route(app, c.setFirstName, (p, ctx) => profile.setFirstName(ctx, p));
  route(app, c.firstNameCount, (_p, ctx) => profile.firstNameCount(ctx));
  route(app, cards.userOrMember, (p, ctx) => profile.userOrMember(ctx, p));
  route(app, cards.userAndMember, (p, ctx) => profile.userOrMember(ctx, p));
}
