/** The ops console as other features see it: the settings link shown to staff only. */
export { OpsLink } from './OpsLink';
export { RedeemCodesOps, type CodeRow } from './components/RedeemCodesOps';
